import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { applicationSummaryUrl, applicationsUrl } from "@shared/api/urls/admin";
import type { ApplicationStatus } from "@shared/constants/programme";
import type {
  ApplicationInput,
  ApplicationSummary,
  ApproveApplicationInput,
  DeclineApplicationInput,
} from "@shared/schemas/programme";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

/** The critic programme's query keys: the applicant's own, and the administrators' (under "admin"). */
export const applicationKeys = {
  mine: ["applications", "mine"] as const,
  list: (status: ApplicationStatus, page: number) => ["admin", "applications", status, page] as const,
  summary: ["admin", "applications", "summary"] as const,
};

/** The signed-in account's latest application; null when it never applied (an empty state, not an error). */
export function useMyApplication() {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: () => apiCall("GET /api/critic-applications/mine"),
  });
}

const setMine = (application: unknown) => queryClient.setQueryData(applicationKeys.mine, application);

export function useApply() {
  return useMutation({
    mutationFn: (input: ApplicationInput) => apiCall("POST /api/critic-applications", { body: input }),
    onSuccess: setMine,
  });
}

export function useWithdraw() {
  return useMutation({
    mutationFn: () => apiCall("DELETE /api/critic-applications/mine"),
    onSuccess: setMine,
  });
}

/** One page of the applications in a state; the previous page stays while the next one loads. */
export function useApplications(status: ApplicationStatus, page: number) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: applicationKeys.list(status, page),
    queryFn: async () => {
      const list = await apiGet(applicationsUrl(status, page));
      // The open list's total is the freshest open count: the navigation's badge follows it.
      if (status === "open")
        queryClient.setQueryData<ApplicationSummary>(applicationKeys.summary, (summary) =>
          summary ? { ...summary, open: list.total } : summary,
        );
      return list;
    },
    initialData: () => answers.take(applicationsUrl(status, page)),
    placeholderData: keepPreviousData,
  });
}

/** The open count (navigation, dashboard) and the median days to a decision. */
export function useApplicationSummary() {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: applicationKeys.summary,
    queryFn: () => apiGet(applicationSummaryUrl),
    initialData: () => answers.take(applicationSummaryUrl),
  });
}

/**
 * After a decision every administrators' view is read again: lists, counts, users, the audit log. Not
 * awaited: the dialog's own callbacks (its toast) must run before the refreshed list unmounts the dialog.
 */
const refreshAdmin = () => {
  void queryClient.invalidateQueries({ queryKey: ["admin"] });
};

export function useApprove() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ApproveApplicationInput }) =>
      apiCall("POST /api/admin/critic-applications/:id/approve", { params: { id }, body: input }),
    onSettled: refreshAdmin,
  });
}

export function useDecline() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeclineApplicationInput }) =>
      apiCall("POST /api/admin/critic-applications/:id/decline", { params: { id }, body: input }),
    onSettled: refreshAdmin,
  });
}
