// The API addresses of the administrators' reads of the critic programme, shared by their queries and the
// first reads (in the first page: keep this small).
import { apiUrl } from "@shared/api/paths";
import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
} from "@shared/constants/application-statuses";

export const applicationSummaryUrl = apiUrl("GET /api/admin/critic-applications/summary");

export const applicationsUrl = (status: ApplicationStatus, page: number) =>
  apiUrl("GET /api/admin/critic-applications", {}, { status, page, pageSize: APPLICATIONS_PAGE_SIZE });

/** The Applications page's state from its address: `?status=` (open unless it names another) and `?page=`. */
export const readApplicationStatus = (search: URLSearchParams): ApplicationStatus =>
  APPLICATION_STATUSES.find((status) => status === search.get("status")) ?? "open";
