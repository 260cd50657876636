import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True while React draws the page the server drew (on the server, and in the browser's first render over
 * the server's HTML), false otherwise (decision 0059). A component that may draw differently once some code
 * has arrived (a component fetched later) draws as the server did while this holds, so that hydration finds
 * exactly the server's HTML.
 */
export const useDrawingFromServer = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

/**
 * A value only the browser knows (what the device can do), as the server draws it (`onServer`) on the server
 * and while hydrating, and as the browser reads it afterwards.
 */
export const useBrowserValue = <T>(read: () => T, onServer: T): T =>
  useSyncExternalStore(never, read, () => onServer);
