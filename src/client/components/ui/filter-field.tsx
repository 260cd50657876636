import { cn } from "@client/lib/cn";
import { cloneElement, type ReactElement, useId } from "react";

interface FilterFieldProps {
  label: string;
  /** The one control (a select, a search field); it gets the label's `id`. */
  children: ReactElement<{ id?: string }>;
  className?: string;
}

/** A filter or sort control of a list's toolbar: its small label above it. */
export function FilterField({ label, children, className }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-xs font-medium text-fg-secondary">
        {label}
      </label>
      {cloneElement(children, { id })}
    </div>
  );
}
