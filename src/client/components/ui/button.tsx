import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes, Ref } from "react";
import { buttonClass, type sizes, type variants } from "./button-class";

export { buttonClass };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, asChild, className, type = "button", ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : type}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  );
}
