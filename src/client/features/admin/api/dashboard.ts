import { apiGet, apiRequest, apiResponse } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import { TOTAL_COUNT_HEADER } from "@shared/constants/admin";
import type { AdminStats, AuditEntry } from "@shared/schemas/admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

export function useAdminStats() {
  return useQuery<AdminStats>({
    queryKey: ["/api/admin/stats"],
    queryFn: () => apiGet<AdminStats>("/api/admin/stats"),
  });
}

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(page: number) {
  return useQuery<{ entries: AuditEntry[]; total: number }>({
    queryKey: ["/api/admin/audit", page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, headers } = await apiResponse<AuditEntry[]>(
        "GET",
        `/api/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
      );
      return { entries: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
  });
}

export function useRetryFailedDeliveries() {
  return useMutation({
    mutationFn: () => apiRequest<{ retried: number }>("POST", "/api/admin/critic-reviews/retry-failed"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
  });
}
