import { inBackground } from "@client/lib/background";
import { loadOnce } from "@client/lib/load-once";
import { type ComponentType, type KeyboardEvent, type PointerEvent, useState } from "react";

/**
 * A component (a Radix menu or popover: popper, focus scope, dismissable layer...) fetched only when someone
 * reaches for its button. Created once at module level; `useLoadOnPress` renders a look-alike button until
 * the code is in.
 */
export function loadOnPress<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  const component = loadOnce(async () => (await load()).default);
  return {
    get loaded() {
      return component.value;
    },
    fetch: component.get, // a failed fetch is tried again on the next hover or press
    /** Fetches it in the background (after the page's own load), as `preloadable` does. */
    preload() {
      if (!component.started) inBackground(() => component.get().catch(() => {}));
    },
  };
}

export type PressLoader<P> = ReturnType<typeof loadOnPress<P>>;

/**
 * The stand-in button's behaviour: hover, focus or touch fetch the component; a press that lands before the
 * code opens it on arrival (as Radix opens on pointer down, Enter, Space or ArrowDown), and a focused
 * stand-in hands its focus to the real trigger. Spread `triggerProps` on the stand-in; once `Component` is
 * set, render it with `defaultOpen` and `autoFocus` (see `arrival-focus.ts`).
 */
export function useLoadOnPress<P>(loader: PressLoader<P>) {
  const [Component, setComponent] = useState(() => loader.loaded);
  const [defaultOpen, setDefaultOpen] = useState(false);
  const [autoFocus, setAutoFocus] = useState(false);

  const fetch = () => {
    loader.fetch().then(
      (component) => setComponent(() => component),
      () => {}, // retried on the next hover or press
    );
  };
  const open = () => {
    setDefaultOpen(true);
    fetch();
  };
  const triggerProps = {
    "aria-expanded": false,
    onPointerEnter: fetch,
    onFocus: () => {
      setAutoFocus(true);
      fetch();
    },
    onBlur: () => setAutoFocus(false),
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        open();
      }
    },
  };
  return { Component, defaultOpen, autoFocus, triggerProps };
}
