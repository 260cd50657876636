import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Textarea } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { APPLICATION_LIMITS } from "@shared/constants/programme";
import type { AdminApplication, ApproveFormValues, DeclineApplicationInput } from "@shared/schemas/programme";
import { useForm } from "react-hook-form";
import { useApprove, useDecline } from "../api";
import { approveResolver, declineResolver } from "../lazy-resolvers";
import { showServerErrors } from "../lib/server-errors";
import { CriticNameFields } from "./critic-name-fields";

export interface DecisionDialogProps {
  application: AdminApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const decided = (title: string, description: string) => toast({ title, description });
const failed = (title: string, error: unknown) => toastFailure(title, serverMessage(error));

/** Approve: the critic name and publications as applied for, which the administrator may correct. */
export function ApproveDialog({ application, open, onOpenChange }: DecisionDialogProps) {
  const approve = useApprove();
  const form = useForm<ApproveFormValues>({
    resolver: approveResolver,
    defaultValues: {
      criticName: application.criticName,
      publications: application.publications.map((value) => ({ value })),
    },
  });
  const submit = form.handleSubmit((values) =>
    approve.mutate(
      {
        id: application.id,
        input: { criticName: values.criticName, publications: values.publications.map((p) => p.value) },
      },
      {
        onSuccess: (result) => {
          decided(
            "Application approved",
            `@${result.username} is now the critic ${result.criticName}.${result.email ? " They have been e-mailed." : " Their account has no e-mail address: tell them yourself."}`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, ["publications"]);
          failed("Could not approve", error);
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Approve ${application.criticName}?`}
        description={`@${application.username} becomes an active critic under this name, exactly as when you assign a critic name, and gets an e-mail with a link to Add Review.`}
      >
        <form
          onSubmit={submit}
          onFocus={approveResolver.preload}
          noValidate
          aria-label="Approve application"
          className="flex flex-col gap-4"
        >
          <CriticNameFields
            form={form}
            nameHint="Correct it if needed: it is the critic's public name."
            publicationsHint="Added to the critic database with the name."
          />
          <DialogActions>
            <Button type="submit" pending={approve.isPending} pendingLabel="Approving...">
              Approve
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const { reason } = APPLICATION_LIMITS;

/** Decline with a reason, which the applicant reads in the e-mail and on their home page. */
export function DeclineDialog({ application, open, onOpenChange }: DecisionDialogProps) {
  const decline = useDecline();
  const form = useForm<DeclineApplicationInput>({ resolver: declineResolver, defaultValues: { reason: "" } });
  const length = form.watch("reason")?.trim().length ?? 0;
  const submit = form.handleSubmit((values) =>
    decline.mutate(
      { id: application.id, input: values },
      {
        onSuccess: (result) => {
          decided(
            "Application declined",
            result.email
              ? `@${result.username} has been e-mailed the reason.`
              : `@${result.username} has no e-mail address: they see the reason when they sign in.`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, []);
          failed("Could not decline", error);
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Decline ${application.criticName}?`}
        description={`@${application.username} gets your reason by e-mail and on their home page, and may apply again in 30 days.`}
      >
        <form
          onSubmit={submit}
          onFocus={declineResolver.preload}
          noValidate
          aria-label="Decline application"
          className="flex flex-col gap-4"
        >
          <FormField
            label="Reason"
            hint={`${reason.min} to ${reason.max} characters (${length} so far). Be specific and kind: the applicant reads it as written.`}
            error={form.formState.errors.reason?.message}
          >
            <Textarea rows={5} {...form.register("reason")} />
          </FormField>
          <DialogActions>
            <Button type="submit" variant="danger" pending={decline.isPending} pendingLabel="Declining...">
              Decline
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
