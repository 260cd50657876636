import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";

/**
 * A list in a react-hook-form form, kept with the form's own setValue: adding and removing items without
 * useFieldArray, which would add 1.5 kB to the shared form library chunk of every page with a form.
 * Rows are rendered by index; removing one moves the values after it up a place.
 */
export function useFormList<T extends FieldValues, I>(form: UseFormReturn<T>, name: Path<T>, empty: I) {
  const items = (useWatch({ control: form.control, name }) ?? []) as I[];
  const set = (next: I[]) => {
    form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true });
    form.clearErrors(name);
  };
  return {
    items,
    append: () => set([...items, empty]),
    remove: (index: number) => set(items.filter((_, i) => i !== index)),
  };
}
