import { Button } from "@client/components/ui/button";
import { CheckboxField } from "@client/components/ui/checkbox-field";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, UsernameInput } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { createCriticSchema, criticAccountSchema } from "@shared/schemas/admin";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateCritic } from "../api/critics";

/** The form's shape: the account fields only count when "create an account" is ticked. */
const formSchema = z
  .object({
    name: createCriticSchema.shape.name,
    publication: createCriticSchema.shape.publication,
    withAccount: z.boolean(),
    username: z.string(),
    email: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.withAccount) return;
    const account = criticAccountSchema.safeParse({ username: value.username, email: value.email });
    for (const issue of account.success ? [] : account.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
type FormValues = z.infer<typeof formSchema>;

interface AddCriticDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates a critic name with its publication and, optionally, an invited user account for it. */
export function AddCriticDialog({ open, onOpenChange }: AddCriticDialogProps) {
  const create = useCreateCritic();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", publication: "", withAccount: false, username: "", email: "" },
  });
  const withAccount = form.watch("withAccount");
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        name: values.name,
        publication: values.publication,
        account: values.withAccount ? { username: values.username, email: values.email } : null,
      },
      {
        onSuccess: (result) => {
          toast({ title: "Critic added", description: result.message });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ["name", "publication"]);
          const fields = (error as { errors?: Record<string, string> }).errors ?? {};
          if (fields["account.username"]) form.setError("username", { message: fields["account.username"] });
          if (fields["account.email"]) form.setError("email", { message: fields["account.email"] });
          toastFailure("Error adding critic", `There was an error adding the critic. ${errorMessage(error)}`);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add New Critic"
        description="Add a critic name with its publication to the critic database, and optionally an account for the critic."
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Add New Critic">
          <FormField label="Critic name" hint="As it appears on their reviews." error={errors.name?.message}>
            <Input autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField label="Publication" error={errors.publication?.message}>
            <Input autoComplete="off" {...form.register("publication")} />
          </FormField>
          <CheckboxField
            label="Create a user account and send an invitation"
            hint="The critic gets an email with a link to set their password (valid for 7 days)."
            {...form.register("withAccount")}
          />
          {withAccount && (
            <>
              <FormField label="Username" hint="Used to log in." error={errors.username?.message}>
                <UsernameInput autoComplete="off" {...form.register("username")} />
              </FormField>
              <FormField label="Email" hint="The invitation is sent here." error={errors.email?.message}>
                <Input type="email" autoComplete="off" {...form.register("email")} />
              </FormField>
            </>
          )}
          <DialogActions>
            <Button type="submit" pending={create.isPending} pendingLabel="Adding...">
              Add Critic
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
