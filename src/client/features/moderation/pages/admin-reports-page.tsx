import { AdminPageHeader } from "@client/components/admin-page-header";
import { PeriodLinks } from "@client/components/period-links";
import { QueueList } from "@client/components/queue-list";
import { useSearchParams } from "@client/lib/router/search-params";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { readReportFilter } from "@shared/api/urls/admin";
import { REPORTS_PAGE_SIZE, type ReportFilter } from "@shared/constants/moderation";
import { paths } from "@shared/routing/page-paths";
import { Flag } from "lucide-react";
import { useReportSummary, useReports } from "../api";
import { DecisionButtons } from "../components/decision-buttons";
import { ReportCard } from "../components/report-card";

const EMPTY: Record<ReportFilter, string> = {
  open: "No open reports.",
  closed: "No closed reports yet.",
};
const LABELS: Record<ReportFilter, string> = { open: "Open", closed: "Closed" };

const filterLink = (status: ReportFilter) =>
  status === "open" ? paths.adminReports : `${paths.adminReports}?status=${status}`;

/** /admin/reports — reviews readers reported, one item per review, and the decisions on them. */
export default function AdminReportsPage() {
  useDocumentTitle("Reports");
  const [search] = useSearchParams();
  const status = readReportFilter(search);
  const page = pageParam(search);
  const list = useReports(status, page);
  const open = useReportSummary().data?.open;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={Flag}
        title="Reports"
        description="Reviews readers reported, the most reported first. Hide one to take it out of every public list and figure (its author is e-mailed), dismiss the reports to keep it, or mark an audience review as a spoiler."
      />
      <PeriodLinks
        label="Report status"
        className="grid-cols-2 sm:w-72 sm:self-start"
        links={(["open", "closed"] as const).map((value) => ({
          to: filterLink(value),
          label: value === "open" && open !== undefined ? `Open (${open})` : LABELS[value],
          current: value === status,
        }))}
      />

      <QueueList
        list={list}
        label={`${LABELS[status]} reports`}
        loadingLabel="Loading reports"
        errorTitle="Could not load the reports"
        empty={EMPTY[status]}
        skeleton="h-64 w-full rounded-(--radius-card)"
        page={page}
        pageSize={REPORTS_PAGE_SIZE}
        noun={["reported review", "reported reviews"]}
      >
        {(item) => (
          <ReportCard
            key={`${item.kind}-${item.id}`}
            item={item}
            actions={<DecisionButtons item={item} leaves={status === "open"} />}
          />
        )}
      </QueueList>
    </div>
  );
}
