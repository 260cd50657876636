import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { reportSummaryUrl, reportsUrl } from "@shared/api/urls/admin";
import type { ReportFilter } from "@shared/constants/moderation";
import type { ModerationDecision, ReportInput, ReportSummary } from "@shared/schemas/moderation";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

/** The moderation queue's query keys (under "admin", which every administrative change refreshes). */
export const reportKeys = {
  list: (status: ReportFilter, page: number) => ["admin", "reports", status, page] as const,
  summary: ["admin", "reports", "summary"] as const,
};

/** Reports a review that is not the viewer's: answers the server's thanks. */
export function useReportReview() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiCall("POST /api/reports", { body: input }),
  });
}

/** One page of the reported reviews, open or closed; the previous page stays while the next one loads. */
export function useReports(status: ReportFilter, page: number) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: reportKeys.list(status, page),
    queryFn: async () => {
      const list = await apiGet(reportsUrl(status, page));
      // The open list's total is the freshest open count: the navigation's badge follows it.
      if (status === "open")
        queryClient.setQueryData<ReportSummary>(reportKeys.summary, { open: list.total });
      return list;
    },
    initialData: () => answers.take(reportsUrl(status, page)),
    placeholderData: keepPreviousData,
  });
}

/** How many reported reviews wait for a decision (navigation, dashboard). */
export function useReportSummary() {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: reportKeys.summary,
    queryFn: () => apiGet(reportSummaryUrl),
    initialData: () => answers.take(reportSummaryUrl),
  });
}

/**
 * An administrator's decision. Afterwards the administrators' views and the podcasts (whose figures a hide
 * or restore moves) are read again; not awaited, so the caller's toast comes first.
 */
export function useDecideReport() {
  return useMutation({
    mutationFn: ({ kind, id, decision }: { kind: string; id: string; decision: ModerationDecision }) =>
      apiCall("PUT /api/admin/reports/:kind/:id", { params: { kind, id }, body: decision }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      void queryClient.invalidateQueries({ queryKey: ["podcasts"] });
    },
  });
}
