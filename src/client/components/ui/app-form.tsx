import { cn } from "@client/lib/cn";
import type { FormEventHandler, ReactNode } from "react";

interface AppFormProps {
  /** The form's name for assistive technology ("Login", "Edit profile"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fetches the validation code once a field takes focus (a lazy resolver's preload). */
  preload?: () => void;
  className?: string;
  children: ReactNode;
}

/** A form of the app: our own validation and messages (noValidate), named, fields in a column. */
export function AppForm({ label, onSubmit, preload, className, children }: AppFormProps) {
  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      aria-label={label}
      className={cn("flex flex-col gap-4", className)}
    >
      {children}
    </form>
  );
}
