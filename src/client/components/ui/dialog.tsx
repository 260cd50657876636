import { cn } from "@client/lib/cn";
import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof D.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
}

/** Focus trapped and returned, Escape closes, page scroll locked (Radix). */
export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
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
        {...props}
      >
        <div className="flex flex-col gap-1 pr-8">
          <D.Title className="text-lg font-semibold text-fg">{title}</D.Title>
          {description && <D.Description className="text-sm text-fg-muted">{description}</D.Description>}
        </div>
        {children}
        <D.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-2 text-fg-muted hover:bg-surface-2 hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
