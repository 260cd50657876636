import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";
import { useVisit } from "./visit";

/** The data layer (TanStack Query) for the visit: a chunk of its own, fetched together with the first page's chunk. */
export function QueryProvider({ children }: { children: ReactNode }) {
  // A server render's own cache (lib/visit.tsx), else the browser's.
  const client = useVisit().queryClient ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
