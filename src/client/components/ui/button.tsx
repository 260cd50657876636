import { cn } from "@client/lib/cn";
import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { buttonClass, type sizes, type variants } from "./button-class";

export { buttonClass };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Working: the button ignores presses but keeps focus (aria-disabled, not disabled), so Escape and Tab still work. */
  pending?: boolean;
  /** What the button says while pending ("Saving..."), in place of its children. */
  pendingLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  asChild,
  className,
  type = "button",
  pending,
  pendingLabel,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : type}
      className={buttonClass(variant, size, cn(pending && "cursor-progress opacity-60", className))}
      aria-disabled={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Component>
  );
}
