import { apiGet, apiRequest } from "@client/lib/api-client";
import type {
  AddPublicationInput,
  AdminCriticWithActivity,
  CreateCriticInput,
  CreatedCritic,
} from "@shared/schemas/admin";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshAdminData } from "./users";

export const CRITIC_NAMES_URL = "/api/admin/critic-names";

export function useCriticNames(enabled = true) {
  return useQuery<AdminCriticWithActivity[]>({
    queryKey: [CRITIC_NAMES_URL],
    enabled,
    queryFn: () => apiGet<AdminCriticWithActivity[]>(CRITIC_NAMES_URL),
  });
}

export function useNudgeCritic() {
  return useMutation({
    mutationFn: (criticName: string) =>
      apiRequest<{ message: string; nudgedAt: string }>(
        "POST",
        `${CRITIC_NAMES_URL}/${encodeURIComponent(criticName)}/nudge`,
      ),
    onSuccess: refreshAdminData,
  });
}

export function useCreateCritic() {
  return useMutation({
    mutationFn: (input: CreateCriticInput) => apiRequest<CreatedCritic>("POST", CRITIC_NAMES_URL, input),
    onSuccess: refreshAdminData,
  });
}

export function useAddPublication() {
  return useMutation({
    mutationFn: ({ criticName, ...input }: AddPublicationInput & { criticName: string }) =>
      apiRequest<{ message: string }>(
        "POST",
        `${CRITIC_NAMES_URL}/${encodeURIComponent(criticName)}/publications`,
        input,
      ),
    onSuccess: refreshAdminData,
  });
}

export function useCheckMilestone() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ message: string }>("POST", `/api/admin/check-milestone/${userId}`),
    onSuccess: refreshAdminData,
  });
}
