import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { hasCode } from "./api";
import { loadSession } from "./session";

/** A call refused for want of a session (it ended, or was ended elsewhere): read the session again, so the
 * page's access rules send the visitor to sign in and back. */
function onFailure(error: unknown): void {
  if (hasCode(error, "sign_in_required")) void loadSession();
}

/**
 * As the spec says: data is never stale by default, no refetch on focus or interval, no automatic retry.
 * Every query names its own queryFn (typed from the API contract) and a key from its feature's factory.
 * The server makes one per render (entry-server.tsx, lib/visit.tsx).
 */
export function createQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's query cache (one visitor per tab), which mutations' callbacks invalidate. A call answered
 * `sign_in_required` reads the session again (see onFailure).
 */
export const queryClient = createQueryClient(onFailure);
