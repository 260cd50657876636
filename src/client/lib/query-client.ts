import { QueryClient } from "@tanstack/react-query";

/**
 * As the spec says: data is never stale by default, no refetch on focus or interval, no automatic retry.
 * Every query names its own queryFn (typed from the API contract) and a key from its feature's factory.
 */
export const queryClient = new QueryClient({
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
