import { QueryClient } from "@tanstack/react-query";
import { apiGet } from "./api-client";

/** As the spec says: data is never stale by default, no refetch on focus or interval, no automatic retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      queryFn: ({ queryKey }) => apiGet(String(queryKey[0])),
    },
    mutations: { retry: false },
  },
});
