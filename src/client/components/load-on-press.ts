import { loadOnce } from "@client/lib/load-once";
import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useState,
} from "react";

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
  };
}

export type PressLoader<P> = ReturnType<typeof loadOnPress<P>>;

/**
 * The stand-in button's behaviour: hover, focus or touch fetch the component; a press that lands before the
 * code opens it on arrival (as Radix opens on pointer down, Enter, Space or ArrowDown), and a focused
 * stand-in hands its focus to the real trigger. Spread `triggerProps` on the stand-in; once `Component` is
 * set, render it with `defaultOpen` and `autoFocus` (see `useArrivalFocus`).
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

/** What the swapped-in component is told: opened by a press that came before it, or focused. */
export interface ArrivalProps {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}
/**
 * The real trigger takes the focus its stand-in had, or that a press gave it. Before the menu or dialog it
 * opens mounts its focus scope (a passive effect): that scope moves focus inside, and gives it back on
 * close to what had it on open, which must be this trigger and not the stand-in, which is gone.
 */
export function useArrivalFocus(
  trigger: RefObject<HTMLElement | null>,
  { autoFocus, defaultOpen }: ArrivalProps,
) {
  useLayoutEffect(() => {
    if (autoFocus || defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen, trigger]);
}
