import { apiGet, apiRequest } from "@client/lib/api-client";
import type { AdminCriticName } from "@shared/schemas/admin";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshAdminData } from "./users";

export function useCriticNames(enabled = true) {
  return useQuery<AdminCriticName[]>({
    queryKey: ["/api/admin/critic-names"],
    enabled,
    queryFn: () => apiGet<AdminCriticName[]>("/api/admin/critic-names"),
  });
}

export function useCheckMilestone() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ message: string }>("POST", `/api/admin/check-milestone/${userId}`),
    onSuccess: refreshAdminData,
  });
}
