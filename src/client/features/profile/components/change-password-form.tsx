import { NewPasswordFields } from "@client/components/new-password-fields";
import { AppForm, FormActions } from "@client/components/ui/app-form";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { ApiError } from "@client/lib/http";
import { laterResolver } from "@client/lib/later";
import type { ChangePasswordFormInput } from "@shared/schemas/auth";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useChangePassword } from "../api";

const FIELDS = ["currentPassword", "newPassword"] as const;

const changePasswordResolver = laterResolver(() => import("../resolvers"), "changePasswordResolver");

/** Current password, new password twice; `onDone` after a change or a cancel. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus("currentPassword"), [setFocus]);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: "Password changed", description: "Your other sessions have been signed out." });
          onDone();
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) {
            setFocus(
              error instanceof ApiError && error.errors?.currentPassword ? "currentPassword" : "newPassword",
            );
          }
          toastFailure("Password not changed", serverMessage(error));
        },
      },
    ),
  );

  return (
    <AppForm label="Change password" onSubmit={onSubmit} preload={changePasswordResolver.preload}>
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NewPasswordFields
          form={form}
          name="newPassword"
          label="New Password"
          confirmLabel="Confirm New Password"
        />
      </div>
      <FormActions submit="Change Password" sending={change.isPending && "Changing..."} onCancel={onDone} />
    </AppForm>
  );
}
