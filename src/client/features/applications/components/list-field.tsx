import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { useFormList } from "@client/lib/use-form-list";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

interface ListFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** A list of `{ value }` items in the form. */
  name: Path<T>;
  label: string;
  /** One item, for the buttons and each field's name: "publication" → "Publication 2", "Add publication". */
  noun: string;
  hint: string;
  max: number;
  type?: "text" | "url";
  placeholder?: string;
}

/**
 * A list of one-line texts (publications, links) as a group: each field named by its number, a remove
 * button beside every one but a lone first, and "Add …" until the list is full. Each item's error is under
 * its field; the hint is under the group.
 */
export function ListField<T extends FieldValues>({
  form,
  name,
  label,
  noun,
  hint,
  max,
  type = "text",
  placeholder,
}: ListFieldProps<T>) {
  const list = useFormList(form, name, { value: "" });
  const id = useId();
  const errors = form.formState.errors as Record<string, unknown>;
  const itemErrors = (errors[name] ?? []) as ({ value?: { message?: string } } | undefined)[] & {
    root?: { message?: string };
    message?: string;
  };
  const listError = itemErrors.root?.message ?? itemErrors.message;
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      {list.items.map((_, index) => {
        const error = itemErrors[index]?.value?.message;
        const errorId = `${id}-${index}-error`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are the list's places; removing one moves the values up
          <div key={index} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Input
                type={type}
                inputMode={type === "url" ? "url" : undefined}
                autoComplete="off"
                placeholder={placeholder}
                aria-label={`${Noun} ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...form.register(`${name}.${index}.value` as Path<T>)}
              />
              {list.items.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 shrink-0"
                  aria-label={`Remove ${noun} ${index + 1}`}
                  onClick={() => list.remove(index)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {error && (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {hint}
      </p>
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {list.items.length < max && (
        <Button variant="outline" size="sm" className="min-h-11 self-start" onClick={list.append}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      )}
    </fieldset>
  );
}
