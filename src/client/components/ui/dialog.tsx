import { cn } from "@client/lib/cn";
import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { Button } from "./button";
import { currentOpener, focusMainHeading } from "./focus-return";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof D.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * Focus trapped, Escape closes (after a popover open in it), page scroll locked (Radix). On closing, focus returns to what opened the dialog
 * (a menu item's dialog: the menu's trigger), or to the page's heading when that has gone, never to <body>.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const from = useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/70" />
      <D.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4",
          "overflow-y-auto rounded-(--radius-card) border border-border bg-surface p-6 wrap-break-word shadow-(--shadow-overlay)",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          from.current = currentOpener();
          onOpenAutoFocus?.(event);
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (event.defaultPrevented) return;
          // Escape closes a popover open inside the dialog (the date picker's calendar) first, not the dialog.
          const target = event.target instanceof Element ? event.target : null;
          const popover = target?.closest<HTMLElement>("[popover]:popover-open");
          if (!popover) return;
          event.preventDefault();
          popover.hidePopover();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (from.current?.isConnected) from.current.focus();
          else focusMainHeading();
        }}
        {...props}
      >
        <div className="flex flex-col gap-1 pr-8">
          <D.Title className="text-lg font-semibold text-fg">{title}</D.Title>
          {description && <D.Description className="text-sm text-fg-muted">{description}</D.Description>}
        </div>
        {children}
        <D.Close
          aria-label="Close"
          data-dialog-close
          className="absolute top-2.5 right-2.5 flex size-11 items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

/** A dialog's buttons: Cancel (closes it) and then its actions; stacked on a phone with the main action on top. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      {children}
    </div>
  );
}
