import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Textarea } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { formatCount } from "@client/lib/format";
import { APPLICATION_LIMITS } from "@shared/constants/programme";
import type { ApplicationFormValues } from "@shared/schemas/programme";
import { useForm } from "react-hook-form";
import { useApply } from "../api";
import { applicationResolver } from "../lazy-resolvers";
import { showServerErrors } from "../lib/server-errors";
import { CriticNameFields } from "./critic-name-fields";
import { ListField } from "./list-field";

interface ApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: ApplicationFormValues = {
  criticName: "",
  publications: [{ value: "" }],
  links: [{ value: "" }],
  statement: "",
};

const { publications, links, statement } = APPLICATION_LIMITS;

/**
 * The application: the critic name wanted, publications, links to published reviews, a statement. Stays
 * mounted once opened (only the dialog's content goes when it closes), so what was typed is still there
 * when it opens again.
 */
export function ApplicationDialog({ open, onOpenChange }: ApplicationDialogProps) {
  const apply = useApply();
  const form = useForm<ApplicationFormValues>({ resolver: applicationResolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const length = form.watch("statement")?.trim().length ?? 0;

  const submit = form.handleSubmit((values) =>
    apply.mutate(
      {
        criticName: values.criticName,
        publications: values.publications.map((p) => p.value),
        links: values.links.map((l) => l.value),
        statement: values.statement,
      },
      {
        onSuccess: () => {
          toast({
            title: "Application sent",
            description: "An administrator will look at it soon. We will e-mail you the decision.",
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, ["publications", "links"]);
          toastFailure("Could not send the application", serverMessage(error));
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        title="Apply to the critic programme"
        description="Tell us who you are as a critic. An administrator reads every application."
      >
        <form
          onSubmit={submit}
          noValidate
          aria-label="Apply to the critic programme"
          className="flex flex-col gap-5"
        >
          <CriticNameFields
            form={form}
            nameHint="Your public name on your reviews and your critic page. It must not be taken already."
            publicationsHint={`Where your reviews appear: ${publications.min} to ${publications.max}.`}
          />
          <ListField
            form={form}
            name="links"
            label="Links to your reviews"
            noun="link"
            type="url"
            placeholder="https://"
            hint={`${links.min} to ${links.max} reviews you have published, as https links.`}
            max={links.max}
          />
          <FormField
            label="Statement"
            hint={`Why you would like to join, and what you review: ${statement.min} to ${formatCount(statement.max)} characters (${formatCount(length)} so far).`}
            error={errors.statement?.message}
          >
            <Textarea rows={6} {...form.register("statement")} />
          </FormField>
          <DialogActions>
            <Button type="submit" pending={apply.isPending} pendingLabel="Sending...">
              Send Application
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
