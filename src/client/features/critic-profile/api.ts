import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { criticProfileUrl } from "@shared/api/urls/critic";
import type { CriticProfileInput } from "@shared/schemas/programme";
import { useMutation, useQuery } from "@tanstack/react-query";

export const criticProfileKey = ["critic-profile"] as const;

/** The signed-in critic's public profile (GET /api/critic/profile). */
export function useCriticProfile(enabled: boolean) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: criticProfileKey,
    queryFn: () => apiGet(criticProfileUrl),
    // Rendered with the profile page by the server (its loader reads), so the card does not grow on arrival.
    initialData: () => (enabled ? answers.take(criticProfileUrl) : undefined),
    enabled,
  });
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
