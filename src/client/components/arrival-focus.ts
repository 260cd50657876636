// Used by the components that load on press (usePressToLoad, lib/later.tsx) once they have arrived, so it loads with
// them and not with the first page.
import { type RefObject, useLayoutEffect } from "react";

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
