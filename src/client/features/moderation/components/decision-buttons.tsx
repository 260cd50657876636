import { Button } from "@client/components/ui/button";
import { focusMainHeading } from "@client/components/ui/focus-return";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { laterComponent } from "@client/lib/later";
import type { ModerationAction } from "@shared/constants/moderation";
import type { ReportItem } from "@shared/schemas/moderation";
import { Check, EyeOff, RotateCcw, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useDecideReport } from "../api";

// The confirmation is a Radix dialog: its code comes after the page.
const HideDialog = laterComponent(() => import("./hide-dialog").then((m) => m.HideDialog));

const DONE: Record<ModerationAction, { title: string; description: string }> = {
  hide: {
    title: "Review hidden",
    description: "It no longer shows in public lists or counts in any figure.",
  },
  dismiss: { title: "Reports dismissed", description: "The review stays as it is." },
  restore: { title: "Review restored", description: "It shows and counts again." },
  "mark-spoiler": { title: "Marked as a spoiler", description: "Readers see it behind a spoiler notice." },
};

/**
 * A reported review's decisions for its state: Hide (asked first), Dismiss, Restore, Mark spoiler (audience
 * reviews). `leaves`: the item leaves the list once decided (the open queue), so focus goes to the heading.
 */
export function DecisionButtons({ item, leaves }: { item: ReportItem; leaves: boolean }) {
  const decide = useDecideReport();
  const [hiding, setHiding] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(() => HideDialog.preload(), []);
  const run = (action: ModerationAction, note?: string) =>
    !decide.isPending &&
    decide.mutate(
      { kind: item.kind, id: item.id, decision: { action, note: note || undefined } },
      {
        onSuccess: () => {
          setHiding(false);
          toast(DONE[action]);
          if (leaves) focusMainHeading();
        },
        onError: (error) => toastFailure("Could not record the decision", errorMessage(error)),
      },
    );
  const hidden = item.status === "hidden";
  const spoilable = item.kind === "review" && (hidden || !item.containsSpoilers);
  const busy = decide.isPending;
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      {hidden ? (
        <Button onClick={() => run("restore")} pending={busy} pendingLabel="Restoring...">
          <RotateCcw aria-hidden /> Restore
        </Button>
      ) : (
        <Button
          variant="danger"
          onClick={() => {
            setAsked(true);
            setHiding(true);
          }}
        >
          <EyeOff aria-hidden /> Hide
        </Button>
      )}
      {item.status === "open" && (
        <Button variant="outline" onClick={() => run("dismiss")} aria-disabled={busy || undefined}>
          <Check aria-hidden /> Dismiss
        </Button>
      )}
      {spoilable && (
        <Button variant="outline" onClick={() => run("mark-spoiler")} aria-disabled={busy || undefined}>
          <TriangleAlert aria-hidden /> Mark spoiler
        </Button>
      )}
      {asked && (
        <HideDialog
          item={item}
          open={hiding}
          onOpenChange={setHiding}
          pending={busy}
          onHide={(note) => run("hide", note)}
        />
      )}
    </div>
  );
}
