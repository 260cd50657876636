import { apiCall } from "@client/lib/api";
import { queryClient } from "@client/lib/query-client";
import type { CriticProfileInput } from "@shared/schemas/programme";
import { useMutation, useQuery } from "@tanstack/react-query";

export const criticProfileKey = ["critic-profile"] as const;

/** The signed-in critic's public profile (GET /api/critic/profile). */
export function useCriticProfile(enabled: boolean) {
  return useQuery({ queryKey: criticProfileKey, queryFn: () => apiCall("GET /api/critic/profile"), enabled });
}

/** Saves it; the public critic pages read it again (their cached copies hold the old one). */
export function useSaveCriticProfile() {
  return useMutation({
    mutationFn: (input: CriticProfileInput) => apiCall("PUT /api/critic/profile", { body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(criticProfileKey, profile);
      void queryClient.invalidateQueries({ queryKey: ["critics", "page"] });
    },
  });
}
