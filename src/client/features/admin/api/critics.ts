import { apiCall } from "@client/lib/api";
import type { AddPublicationInput, CreateCriticInput } from "@shared/schemas/admin";
import { useMutation, useQuery } from "@tanstack/react-query";
import { adminKeys } from "./keys";
import { refreshAdminData } from "./users";

export function useCriticNames(enabled = true) {
  return useQuery({
    queryKey: adminKeys.criticNames,
    enabled,
    queryFn: () => apiCall("GET /api/admin/critic-names"),
  });
}

export function useNudgeCritic() {
  return useMutation({
    mutationFn: (criticName: string) =>
      apiCall("POST /api/admin/critic-names/:name/nudge", { params: { name: criticName } }),
    onSuccess: refreshAdminData,
  });
}

export function useCreateCritic() {
  return useMutation({
    mutationFn: (input: CreateCriticInput) => apiCall("POST /api/admin/critic-names", { body: input }),
    onSuccess: refreshAdminData,
  });
}

export function useAddPublication() {
  return useMutation({
    mutationFn: ({ criticName, ...input }: AddPublicationInput & { criticName: string }) =>
      apiCall("POST /api/admin/critic-names/:name/publications", {
        params: { name: criticName },
        body: input,
      }),
    onSuccess: refreshAdminData,
  });
}

export function useCheckMilestone() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiCall("POST /api/admin/check-milestone/:userId", { params: { userId } }),
    onSuccess: refreshAdminData,
  });
}
