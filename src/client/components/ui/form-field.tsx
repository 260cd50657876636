import { cn } from "@client/lib/cn";
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";

interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The single input, textarea or control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
  id?: string;
}

/** Label above, hint under in muted text, error under in destructive text, all wired for screen readers. */
export function FormField({ label, hint, error, children, className, id: givenId }: FormFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })
    : children;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
