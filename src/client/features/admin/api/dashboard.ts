import { apiGet, apiRequest, apiResponse } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import { TOTAL_COUNT_HEADER } from "@shared/constants/admin";
import type { Trends } from "@shared/constants/insight";
import type { AdminStats, AuditEntry } from "@shared/schemas/admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { trendsUrl } from "../urls";

export function useAdminStats() {
  return useQuery<AdminStats>({
    queryKey: ["/api/admin/stats"],
    queryFn: () => apiGet<AdminStats>("/api/admin/stats"),
  });
}

/** The dashboard's weekly figures for the chosen period (a new period shows its skeleton, not the old one). */
export function useTrends(weeks: number) {
  return useQuery<Trends>({
    queryKey: ["/api/admin/stats/trends", weeks],
    queryFn: () => apiGet<Trends>(trendsUrl(weeks)),
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

/** Queues one failed delivery again (the dashboard's last error); answers as the retry of all does. */
export function useRetryDelivery() {
  return useMutation({
    mutationFn: async (reviewId: string) => {
      await apiRequest("POST", `/api/admin/critic-reviews/${encodeURIComponent(reviewId)}/retry`);
      return { retried: 1 };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
  });
}
