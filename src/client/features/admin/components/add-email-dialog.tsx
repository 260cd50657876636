import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { applyServerErrors } from "@client/lib/form-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { addEmailFormSchema } from "@shared/schemas/admin";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { UserValueDialogProps } from "./user-actions-look";

/** For a user without an e-mail; the button stays disabled while the trimmed value is empty. */
export function AddEmailDialog({ user, open, onOpenChange, pending, onSubmit }: UserValueDialogProps) {
  const form = useForm<z.input<typeof addEmailFormSchema>, unknown, z.output<typeof addEmailFormSchema>>({
    resolver: zodResolver(addEmailFormSchema),
    defaultValues: { email: "" },
  });
  const empty = form.watch("email").trim() === "";
  const submit = form.handleSubmit((values) =>
    onSubmit(values.email, (error) => applyServerErrors(error, form.setError, ["email"])),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add Email"
        description={`Add an email address for ${user.name} (@${user.username}). It is used for password resets and milestone emails.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Email" error={form.formState.errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              {...form.register("email")}
            />
          </FormField>
          <DialogActions>
            <Button type="submit" disabled={empty || pending}>
              {pending ? "Adding..." : "Add Email"}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
