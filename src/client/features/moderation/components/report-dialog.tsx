import { type ArrivalProps, useArrivalFocus } from "@client/components/arrival-focus";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage, hasCode } from "@client/lib/api";
import { cn } from "@client/lib/cn";
import { applyServerErrors } from "@client/lib/form-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportFormValues,
  reportFormSchema,
} from "@shared/schemas/moderation";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useReportReview } from "../api";
import { ReportLook, type ReportTarget, reportButtonClass } from "./report-look";

/**
 * The Report button and its dialog (Radix: focus trapped and returned, Escape closes): a reason, an optional
 * one-line note, and the server's thanks as a toast. Once sent, the button says "Reported".
 */
export default function ReportDialog({
  target,
  defaultOpen,
  autoFocus,
}: { target: ReportTarget } & ArrivalProps) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useArrivalFocus(trigger, { autoFocus, defaultOpen });
  const report = useReportReview();
  const form = useForm<ReportFormValues, unknown, z.output<typeof reportFormSchema>>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { note: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const errorId = useId();

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    report.mutate(
      { kind: target.kind, id: target.id, reason: values.reason, note: values.note },
      {
        onSuccess: (answer) => {
          setSent(true);
          setOpen(false);
          toast({ title: "Report sent", description: answer.message });
        },
        onError: (error) => {
          // Already reported (perhaps in another tab): the button says so from now on.
          if (hasCode(error, "already_reported")) setSent(true);
          if (!applyServerErrors(error, form.setError, ["reason", "note"])) setFailure(errorMessage(error));
        },
      },
    );
  });

  const onOpenChange = (next: boolean) => {
    if (next && sent) return;
    setOpen(next);
    if (next) {
      setFailure(null);
      form.reset({ note: "" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          ref={trigger}
          type="button"
          className={reportButtonClass}
          aria-disabled={sent || undefined}
          data-testid="report-button"
        >
          <ReportLook target={target} sent={sent} />
        </button>
      </DialogTrigger>
      <DialogContent
        title="Report this review"
        description={`Tell an administrator what is wrong with the review by ${target.author}. Only administrators see who reported it.`}
      >
        <form onSubmit={submit} noValidate aria-label="Report a review" className="flex flex-col gap-4">
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={reasonError ? errorId : undefined}
            aria-invalid={reasonError ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-fg">Reason</legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm text-fg",
                  "hover:bg-surface-2 has-checked:border-accent has-checked:bg-accent/10",
                  "has-focus-visible:outline-2 has-focus-visible:outline-accent",
                )}
              >
                <input
                  type="radio"
                  value={reason}
                  className="size-4 shrink-0 accent-(--color-accent) focus-visible:outline-none"
                  {...form.register("reason")}
                />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
            {reasonError && (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {reasonError}
              </p>
            )}
          </fieldset>
          <FormField
            label="Note (optional)"
            hint={`One line for the administrator, up to ${REPORT_NOTE_MAX} characters.`}
            error={form.formState.errors.note?.message}
          >
            <Input autoComplete="off" maxLength={REPORT_NOTE_MAX} {...form.register("note")} />
          </FormField>
          {failure && (
            <Alert variant="destructive" title="Could not send the report">
              {failure}
            </Alert>
          )}
          <DialogActions>
            <Button type="submit" pending={report.isPending} pendingLabel="Sending...">
              Send report
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
