import { ConfirmDialog } from "@client/components/confirm-dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { REPORT_NOTE_MAX } from "@shared/constants/moderation";
import type { ReportItem } from "@shared/schemas/moderation";
import { useState } from "react";

interface HideDialogProps {
  item: ReportItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onHide: (note: string) => void;
}

/** Hiding is the one decision that takes a review away from its readers: asked first, with a note for the author. */
export function HideDialog({ item, open, onOpenChange, pending, onHide }: HideDialogProps) {
  const [note, setNote] = useState("");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Hide this review?"
      description={`The review by ${item.authorName} leaves every public list and figure, and its author is e-mailed the reasons (never who reported). You can restore it later.`}
      confirmLabel="Hide review"
      pendingLabel="Hiding..."
      pending={pending}
      destructive
      onConfirm={() => onHide(note)}
    >
      <FormField
        label="Note to the author (optional)"
        hint="Sent with the e-mail and kept with the decision."
      >
        <Input
          autoComplete="off"
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
