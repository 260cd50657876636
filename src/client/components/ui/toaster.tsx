import { cn } from "@client/lib/cn";
import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION_MS, type ToastVariant, useToasts } from "./use-toast";

const variantClass: Record<ToastVariant, string> = {
  default: "border-border bg-surface-2",
  success: "border-success/50 bg-surface-2",
  warning: "border-warning/60 bg-surface-2",
  destructive: "border-danger-strong bg-danger-surface",
};

/**
 * A toast is the newest layer, so Radix gives it Escape first; while a dialog is open (the toast came from it,
 * shown behind it) Escape closes the dialog instead, as the user expects.
 */
function closeDialogFirst(event: KeyboardEvent) {
  const close = document.querySelector<HTMLElement>("[role=dialog][data-state=open] [data-dialog-close]");
  if (!close) return;
  event.preventDefault();
  close.click();
}

/** Bottom-right on desktop, top on phones; one at a time. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          onEscapeKeyDown={closeDialogFirst}
          type={t.variant === "destructive" ? "foreground" : "background"}
          data-variant={t.variant}
          className={cn(
            "group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 text-fg shadow-(--shadow-overlay)",
            "data-[state=open]:animate-in data-[state=closed]:opacity-0 transition-opacity duration-200",
            variantClass[t.variant],
          )}
        >
          <div className="flex flex-col gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm text-fg-secondary">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-md p-1.5 text-fg-muted hover:bg-surface hover:text-fg"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label="Notifications ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex w-full flex-col p-4 outline-none md:top-auto md:bottom-0 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
