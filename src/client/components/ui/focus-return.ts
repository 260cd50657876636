import { type RefObject, useEffect, useRef } from "react";

const FIELD =
  "input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), select:not([disabled]), [role=combobox]";

/** Focus a container's first form field (the start of a form that opened or was reset). */
export function focusFirstField(container: Element | null, preventScroll = false): void {
  container?.querySelector<HTMLElement>(FIELD)?.focus({ preventScroll });
}

/** The control that opened a menu item's dialog is the menu's trigger: the item itself is gone once the menu closes. */
function opener(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest("[role=menu]");
  const trigger = menu?.getAttribute("aria-labelledby");
  return (trigger && document.getElementById(trigger)) || element;
}

let lastOutsideDialog: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target as Element;
      if (!target.closest?.("[role=dialog], [role=alertdialog]")) lastOutsideDialog = opener(target);
    },
    true,
  );
}

/** What had focus outside any dialog last: the control that is opening a dialog now. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest("[role=dialog], [role=alertdialog]")) {
    return opener(active);
  }
  return lastOutsideDialog;
}

/** The page's main heading, made focusable: where focus goes when what opened a dialog has gone. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus();
}

/**
 * An inline panel (a form that replaces a button): focus enters its first field when it opens (or shows another
 * item; a lazily loaded form is waited for) and, when it closes, returns to the control that opened it, or to
 * `fallback` (the button shown again). Call `remember()` in the opening click handler.
 */
export function usePanelFocus(key: string | null, panel: RefObject<HTMLElement | null>) {
  const fallback = useRef<HTMLButtonElement | null>(null);
  const from = useRef<HTMLElement | null>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (key === null) {
      (from.current?.isConnected ? from.current : fallback.current)?.focus();
      return;
    }
    const container = panel.current;
    if (!container) return;
    const enter = () => {
      const field = container.querySelector<HTMLElement>(FIELD);
      field?.focus({ preventScroll: true });
      return Boolean(field);
    };
    if (enter()) return;
    const observer = new MutationObserver(() => enter() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, panel]);
  return {
    fallback,
    remember: () => {
      from.current = opener(document.activeElement);
    },
  };
}
