import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field for the new password (`confirmPassword` repeats it). */
  name: Path<T>;
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation (resetting it, changing it), with the length rule as the hint. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  name,
  label,
  confirmLabel,
}: NewPasswordFieldsProps<T>) {
  const { errors } = form.formState;
  const message = (field: string) => {
    const text = errors[field]?.message;
    return typeof text === "string" ? text : undefined;
  };
  return (
    <>
      <FormField label={label} hint="At least 6 characters." error={message(name)}>
        <Input type="password" autoComplete="new-password" {...form.register(name)} />
      </FormField>
      <FormField label={confirmLabel} error={message("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword" as Path<T>)} />
      </FormField>
    </>
  );
}
