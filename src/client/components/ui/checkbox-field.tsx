import { cn } from "@client/lib/cn";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  /** Under the label in muted text, and the box's description for assistive technology. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and a hint under the label, in a raised box (forms and dialogs). */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-3", className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-(--color-accent)"
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-fg">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-fg-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
