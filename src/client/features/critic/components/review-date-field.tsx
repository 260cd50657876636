import { FormField } from "@client/components/ui/form-field";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { DatePicker } from "./date-picker";

interface ReviewDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  error?: string;
}

/** A critic review's date (Add Review, editing a review): the date picker, bound to the form's `date`. */
export function ReviewDateField<T extends FieldValues>({ control, error }: ReviewDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={"date" as Path<T>}
      render={({ field }) => (
        <FormField label="Review Date" error={error}>
          <DatePicker label="Review Date" value={field.value ?? ""} onChange={field.onChange} />
        </FormField>
      )}
    />
  );
}
