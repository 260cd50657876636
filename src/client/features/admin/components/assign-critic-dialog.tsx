import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/native-select";
import { Spinner } from "@client/components/ui/spinner";
import { isRefusal } from "@client/lib/api";
import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminCriticName, assignCriticFormSchema } from "@shared/schemas/admin";
import type { User } from "@shared/schemas/user";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCriticNames } from "../api/critics";
import type { UserValueDialogProps } from "./user-actions-look";

function optionLabel(critic: AdminCriticName, user: User): string {
  const reviews = `${critic.total_reviews} ${critic.total_reviews === 1 ? "review" : "reviews"}`;
  const publication =
    critic.publications.length > 1 ? `${critic.publications.length} publications` : critic.publication;
  const holder =
    critic.assignedUserId && critic.assignedUserId !== user.id
      ? ` (assigned to @${critic.assignedUsername})`
      : "";
  return `${critic.name}${publication ? ` — ${publication}` : ""} · ${reviews}${holder}`;
}

/** Picks a name from the critic database; the user becomes an active critic shown under that name. */
export function AssignCriticDialog({ user, open, onOpenChange, pending, onSubmit }: UserValueDialogProps) {
  const critics = useCriticNames(open);
  const form = useForm<
    z.input<typeof assignCriticFormSchema>,
    unknown,
    z.output<typeof assignCriticFormSchema>
  >({
    resolver: zodResolver(assignCriticFormSchema),
    defaultValues: { criticName: user.criticName ?? "" },
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(values.criticName, (error) => {
      if (isRefusal(error)) form.setError("criticName", { type: "server", message: error.serverMessage });
    }),
  );
  const list = critics.data ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Assign Critic Name"
        description={`Choose the critic name for ${user.name} (@${user.username}). The user becomes an active critic and is shown under this name.`}
      >
        {critics.isLoading ? (
          <Spinner label="Loading critic names" className="self-center py-6 [&_svg]:size-6" />
        ) : critics.isError ? (
          <Alert variant="destructive" title="Could not load critic names">
            Please close this dialog and try again.
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {list.length === 0 ? (
              <Alert title="No critic names found">Add a critic with “Add New Critic” first.</Alert>
            ) : (
              <FormField
                label="Critic name"
                hint="Names already held by another user cannot be chosen."
                error={form.formState.errors.criticName?.message}
              >
                <NativeSelect {...form.register("criticName")}>
                  <option value="">Select a critic name…</option>
                  {list.map((critic) => (
                    <option
                      key={critic.id}
                      value={critic.name}
                      disabled={critic.assignedUserId !== null && critic.assignedUserId !== user.id}
                    >
                      {optionLabel(critic, user)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <DialogActions>
              <Button type="submit" disabled={pending || list.length === 0}>
                {pending ? "Assigning..." : "Assign Critic"}
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
