import { ApiError } from "@client/lib/http";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * The server's field errors under the form's fields: `links.1` is the second link's field, `links` the
 * list as a whole (its root), any other key a field of that name. Answers whether any was shown.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  lists: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  for (const [key, message] of Object.entries(error.errors)) {
    const [field, index] = key.split(".");
    const path = !lists.includes(field!)
      ? key
      : index === undefined
        ? `${field}.root`
        : `${field}.${index}.value`;
    setError(path as Path<T>, { type: "server", message });
  }
  return true;
}
