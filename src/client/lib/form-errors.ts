import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./http";

/** Shows the server's field errors under the matching fields; answers whether any were shown. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      shown = true;
    }
  }
  return shown;
}
