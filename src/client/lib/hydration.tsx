import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

/**
 * Whether React draws the page as the server drew it: on the server, and in the browser while it hydrates
 * the server's HTML (decision 0059). Outside a `DrawnPage` (unit tests) that is where there is no document.
 */
const FromServer = createContext<boolean>(typeof document === "undefined");

/**
 * The app's root (main.tsx, entry-server.tsx). `drawnByServer`: the page arrived drawn and is being
 * hydrated, or this is the server's render. Once hydration is committed the page becomes the browser's as
 * a transition (decision 0069): what was drawn as the server drew it (components fetched later, values
 * only the browser knows) renders again in slices React can pause between, instead of one task that
 * re-renders every such part at once.
 */
export function DrawnPage({ drawnByServer, children }: { drawnByServer: boolean; children: ReactNode }) {
  const [fromServer, setFromServer] = useState(drawnByServer);
  useEffect(() => {
    if (fromServer) startTransition(() => setFromServer(false));
  }, [fromServer]);
  return <FromServer.Provider value={fromServer}>{children}</FromServer.Provider>;
}

/**
 * True while React draws the page the server drew (on the server, and in the browser's first render over
 * the server's HTML), false otherwise. A component that may draw differently once some code has arrived (a
 * component fetched later) draws as the server did while this holds, so that hydration finds exactly the
 * server's HTML.
 */
export const useDrawingFromServer = (): boolean => useContext(FromServer);

/**
 * A value only the browser knows (what the device can do), as the server draws it (`onServer`) on the server
 * and while hydrating, and as the browser reads it afterwards (`read` must be cheap: it runs every render).
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useDrawingFromServer() ? onServer : read();
}
