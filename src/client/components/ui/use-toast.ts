import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success" | "warning";

export interface ToastData {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
}

/** The spec's constants: one toast at a time, closed after 5 s, removed 1,000,000 ms after dismissal. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let current: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  // A new toast replaces the one on screen.
  current = [
    {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? "default",
      open: true,
    },
  ];
  emit();
  return id;
}

/** A toast that says what failed, and why. */
export function toastFailure(title: string, description: string): number {
  return toast({ title, description, variant: "destructive" });
}

export function dismissToast(id: number): void {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    current = current.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS).unref?.();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** No toasts on the server, nor in the first render over its HTML. */
const NONE: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}
