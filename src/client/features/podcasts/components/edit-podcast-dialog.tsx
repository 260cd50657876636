import type { ArrivalProps } from "@client/components/arrival-focus";
import { useArrivalFocus } from "@client/components/arrival-focus";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@client/components/ui/dialog";
import { laterComponent } from "@client/lib/later";
import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PodcastWithMyReview } from "../api";

// The form (react-hook-form; zod on its first focus) comes after the dialog's shell, in the background.
const PodcastForm = laterComponent(() => import("./podcast-form").then((m) => m.PodcastForm));

/**
 * An administrator's "Edit podcast" button and its dialog (Radix: focus trap, scroll lock), fetched when
 * the button is reached for (podcast-page.tsx renders a look-alike until then, decision 0042).
 */
export default function EditPodcastDialog({
  podcast,
  defaultOpen,
  autoFocus,
}: { podcast: PodcastWithMyReview } & ArrivalProps) {
  const [editing, setEditing] = useState(Boolean(defaultOpen));
  const trigger = useRef<HTMLButtonElement>(null);
  useArrivalFocus(trigger, { autoFocus, defaultOpen });
  useEffect(() => PodcastForm.preload(), []);
  return (
    <Dialog open={editing} onOpenChange={setEditing}>
      <DialogTrigger asChild>
        <Button ref={trigger} variant="ghost">
          <Pencil aria-hidden /> Edit podcast
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit podcast">
        <PodcastForm podcast={podcast} onDone={() => setEditing(false)} />
      </DialogContent>
    </Dialog>
  );
}
