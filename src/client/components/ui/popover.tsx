import { cn } from "@client/lib/cn";
import { Popover as P } from "radix-ui";
import type { ComponentProps } from "react";

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverAnchor = P.Anchor;

/** Focus moves in and back, Escape and outside clicks close it (Radix). */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 rounded-(--radius-card) border border-border bg-surface-2 p-3 text-fg shadow-(--shadow-overlay) outline-none",
          className,
        )}
        {...props}
      />
    </P.Portal>
  );
}
