import { cn } from "@client/lib/cn";
import type { ComponentProps, InputHTMLAttributes, TextareaHTMLAttributes } from "react";

/** The look of every editable field; also used by controls that act as one (the date picker). */
export const fieldClass =
  "w-full rounded-lg border border-border bg-bg px-3 text-base text-fg placeholder:text-fg-muted transition-colors " +
  "hover:border-border-hover focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger md:text-sm";
/** Inputs marked read-only look it (a button matches :read-only too, so this is not in fieldClass). */
const field = `${fieldClass} read-only:bg-surface-2 read-only:text-fg-secondary`;

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "h-11", className)} {...props} />;
}

/** A username field: typed as is (no capitals or spelling fixes); `autoComplete` says whose name it is. */
export function UsernameInput(
  props: InputHTMLAttributes<HTMLInputElement> & { autoComplete: "username" | "off" },
) {
  return <Input autoCapitalize="none" spellCheck={false} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, "min-h-28 py-2.5 leading-relaxed", className)} {...props} />;
}
