// API addresses of admin pages' reads, shared by their queries and by the loader reads
// (shared/routing/first-reads.ts; no query library here: the first-reads table must stay small).
import { apiUrl } from "@shared/api/api-url";
import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
} from "@shared/constants/application-statuses";
import { REPORT_FILTERS, REPORTS_PAGE_SIZE, type ReportFilter } from "@shared/constants/moderation";

export const UNLINKED_REVIEWS_PAGE_SIZE = 25;

export const unlinkedReviewsUrl = (page: number) =>
  apiUrl("GET /api/admin/critic-reviews/unlinked", {}, { page, pageSize: UNLINKED_REVIEWS_PAGE_SIZE });

/** Which critic reviews the links page shows (`?show=`): unlinked by default, linked ones, or all. */
export const LINK_FILTERS = ["unlinked", "linked", "all"] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];

/** The links page's filters from its address: `?show=`, `?q=` and `?page=`. */
export function readLinkFilters(search: URLSearchParams): { show: LinkFilter; q: string } {
  const show = search.get("show");
  return {
    show: LINK_FILTERS.includes(show as LinkFilter) ? (show as LinkFilter) : "unlinked",
    q: (search.get("q") ?? "").trim().slice(0, 200),
  };
}

/** A page of critic reviews with their links (GET /api/admin/critic-reviews). */
export const adminCriticReviewsUrl = ({ show, q }: { show: LinkFilter; q: string }, page: number) =>
  apiUrl(
    "GET /api/admin/critic-reviews",
    {},
    {
      linked: show === "all" ? undefined : String(show === "linked"),
      q: q || undefined,
      page,
      pageSize: UNLINKED_REVIEWS_PAGE_SIZE,
    },
  );

/** The dashboard's trend periods, in weeks (the period switch); anything else in `?weeks=` reads as 12. */
export const TREND_PERIODS = [4, 12, 52] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const DEFAULT_TREND_PERIOD: TrendPeriod = 12;

export function trendWeeksParam(search: URLSearchParams): TrendPeriod {
  const weeks = Number(search.get("weeks"));
  return TREND_PERIODS.find((period) => period === weeks) ?? DEFAULT_TREND_PERIOD;
}

export const trendsUrl = (weeks: number) => apiUrl("GET /api/admin/stats/trends", {}, { weeks });

export const applicationSummaryUrl = apiUrl("GET /api/admin/critic-applications/summary");

export const applicationsUrl = (status: ApplicationStatus, page: number) =>
  apiUrl("GET /api/admin/critic-applications", {}, { status, page, pageSize: APPLICATIONS_PAGE_SIZE });

/** The Applications page's state from its address: `?status=` (open unless it names another) and `?page=`. */
export const readApplicationStatus = (search: URLSearchParams): ApplicationStatus =>
  APPLICATION_STATUSES.find((status) => status === search.get("status")) ?? "open";

export const reportSummaryUrl = apiUrl("GET /api/admin/reports/summary");

export const reportsUrl = (status: ReportFilter, page: number) =>
  apiUrl("GET /api/admin/reports", {}, { status, page, pageSize: REPORTS_PAGE_SIZE });

/** The Reports page's filter from its address: `?status=closed`, else the open queue. */
export const readReportFilter = (search: URLSearchParams): ReportFilter =>
  REPORT_FILTERS.find((status) => status === search.get("status")) ?? "open";
