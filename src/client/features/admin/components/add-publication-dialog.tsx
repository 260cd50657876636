import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { type AddPublicationInput, type AdminCriticName, addPublicationSchema } from "@shared/schemas/admin";
import { useForm } from "react-hook-form";
import { useAddPublication } from "../api/critics";

interface AddPublicationDialogProps {
  critic: AdminCriticName;
  onClose: () => void;
}

/** A further publication for a critic; the critic then picks one when submitting a review. */
export function AddPublicationDialog({ critic, onClose }: AddPublicationDialogProps) {
  const add = useAddPublication();
  const form = useForm<AddPublicationInput>({
    resolver: zodResolver(addPublicationSchema),
    defaultValues: { publication: "" },
  });
  const submit = form.handleSubmit((values) =>
    add.mutate(
      { criticName: critic.name, ...values },
      {
        onSuccess: (result) => {
          toast({ title: "Publication added", description: result.message });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ["publication"]);
          toastFailure(
            "Error adding publication",
            `There was an error adding the publication. ${errorMessage(error)}`,
          );
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Add Publication"
        description={`Add a publication for ${critic.name}. Current: ${critic.publications.map((p) => p.name).join(", ") || "none"}.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Publication" error={form.formState.errors.publication?.message}>
            <Input autoComplete="off" {...form.register("publication")} />
          </FormField>
          <DialogActions>
            <Button type="submit" pending={add.isPending} pendingLabel="Adding...">
              Add Publication
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
