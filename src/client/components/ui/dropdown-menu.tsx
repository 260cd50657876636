import { cn } from "@client/lib/cn";
import { DropdownMenu as Menu } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Not modal: Radix's modal menu hides the rest of the page with aria-hidden while it is open, which axe
 * reports (aria-hidden-focus: the links under it stay focusable) and which locks scrolling for nothing. Focus
 * still moves into the menu, Escape and a click outside close it, and focus returns to the trigger.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-44 rounded-lg border border-border bg-surface-2 p-1 shadow-(--shadow-overlay)",
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        "flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-fg outline-none select-none",
        "data-[highlighted]:bg-surface data-[highlighted]:text-accent-hover data-[disabled]:opacity-50 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/** Whose menu it is (the account menu, a user row's actions): the name and @username, then a line. */
export function DropdownMenuAccount({ name, username }: { name: string; username: string }) {
  return (
    <>
      <Menu.Label className="px-3 py-2 text-xs text-fg-muted">
        <span className="block truncate font-medium text-fg">{name}</span>
        <span className="block truncate">@{username}</span>
      </Menu.Label>
      <DropdownMenuSeparator />
    </>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}
