import { Button } from "@client/components/ui/button";
import { laterComponent } from "@client/lib/later";
import type { AdminApplication } from "@shared/schemas/programme";
import { Check, X } from "lucide-react";
import { useEffect, useState } from "react";

// The dialogs' forms (react-hook-form, zod) come after the page, not with it.
const dialogs = () => import("./decision-dialogs");
const ApproveDialog = laterComponent(() => dialogs().then((m) => m.ApproveDialog));
const DeclineDialog = laterComponent(() => dialogs().then((m) => m.DeclineDialog));

/** An open application's Approve and Decline, each opening its dialog. */
export function DecisionButtons({ application }: { application: AdminApplication }) {
  const [open, setOpen] = useState<"approve" | "decline" | null>(null);
  useEffect(() => {
    ApproveDialog.preload();
    DeclineDialog.preload();
  }, []);
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      <Button onClick={() => setOpen("approve")}>
        <Check aria-hidden /> Approve
      </Button>
      <Button variant="outline" onClick={() => setOpen("decline")}>
        <X aria-hidden /> Decline
      </Button>
      {open === "approve" && <ApproveDialog application={application} open onOpenChange={onOpenChange} />}
      {open === "decline" && <DeclineDialog application={application} open onOpenChange={onOpenChange} />}
    </div>
  );
}
