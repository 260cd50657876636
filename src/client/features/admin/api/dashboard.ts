import { apiCall, apiGetWithHeaders } from "@client/lib/api";
import { apiGet, apiUrl } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { trendsUrl } from "@shared/api/urls/admin";
import { TOTAL_COUNT_HEADER } from "@shared/constants/admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { adminKeys } from "./keys";

export function useAdminStats() {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => apiCall("GET /api/admin/stats"),
    initialData: () => answers.take(apiUrl("GET /api/admin/stats")),
  });
}

/** The dashboard's weekly figures for the chosen period (a new period shows its skeleton, not the old one). */
export function useTrends(weeks: number) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: adminKeys.trends(weeks),
    queryFn: () => apiGet(trendsUrl(weeks)),
    initialData: () => answers.take(trendsUrl(weeks)),
  });
}

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, headers } = await apiGetWithHeaders(
        apiUrl("GET /api/admin/audit", {}, { page, pageSize: AUDIT_PAGE_SIZE }),
      );
      return { entries: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
  });
}

export function useRetryFailedDeliveries() {
  return useMutation({
    mutationFn: () => apiCall("POST /api/admin/critic-reviews/retry-failed"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  });
}

/** Queues one failed delivery again (the dashboard's last error); answers as the retry of all does. */
export function useRetryDelivery() {
  return useMutation({
    mutationFn: async (reviewId: string) => {
      await apiCall("POST /api/admin/critic-reviews/:id/retry", { params: { id: reviewId } });
      return { retried: 1 };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  });
}
