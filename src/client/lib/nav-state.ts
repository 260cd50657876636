import { useEffect } from "react";
import { createStore } from "./store";

/** True while a page that belongs to no section is shown (404, Access Denied): no navigation entry is current. */
export const outsideNavigation = createStore(false);

/** Marks the page that calls it as outside every navigation section while it is on screen. */
export function useOutsideNavigation(): void {
  useEffect(() => {
    outsideNavigation.set(true);
    return () => outsideNavigation.set(false);
  }, []);
}
