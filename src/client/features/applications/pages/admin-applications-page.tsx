import { AdminPageHeader } from "@client/components/admin-page-header";
import { PeriodLinks } from "@client/components/period-links";
import { QueueList } from "@client/components/queue-list";
import { useSearchParams } from "@client/lib/router/search-params";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { readApplicationStatus } from "@shared/api/urls/admin";
import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
} from "@shared/constants/programme";
import { paths } from "@shared/routing/page-paths";
import { Inbox } from "lucide-react";
import { useApplicationSummary, useApplications } from "../api";
import { ApplicationCard, STATUS_LABELS } from "../components/application-card";
import { DecisionButtons } from "../components/decision-buttons";

const EMPTY: Record<ApplicationStatus, string> = {
  open: "No open applications. New ones appear here, oldest first.",
  approved: "No approved applications yet.",
  declined: "No declined applications.",
  withdrawn: "No withdrawn applications.",
};

const statusLink = (status: ApplicationStatus) =>
  status === "open" ? paths.adminApplications : `${paths.adminApplications}?status=${status}`;

/** /admin/applications — applications to the critic programme, and the decisions on them. */
export default function AdminApplicationsPage() {
  useDocumentTitle("Applications");
  const [search] = useSearchParams();
  const status = readApplicationStatus(search);
  const page = pageParam(search);
  const list = useApplications(status, page);
  const open = useApplicationSummary().data?.open;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={Inbox}
        title="Applications"
        description="Applications to the critic programme. Approving one makes the applicant a critic under the name; declining sends them your reason."
      />
      <PeriodLinks
        label="Application status"
        className="grid-cols-2 sm:w-auto sm:grid-cols-4 sm:self-start"
        links={APPLICATION_STATUSES.map((value) => ({
          to: statusLink(value),
          label: value === "open" && open !== undefined ? `Open (${open})` : STATUS_LABELS[value],
          current: value === status,
        }))}
      />

      <QueueList
        list={list}
        label={`${STATUS_LABELS[status]} applications`}
        loadingLabel="Loading applications"
        errorTitle="Could not load the applications"
        empty={EMPTY[status]}
        skeleton="h-56 w-full rounded-(--radius-card)"
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        noun={["application", "applications"]}
      >
        {(application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            actions={<DecisionButtons application={application} />}
          />
        )}
      </QueueList>
    </div>
  );
}
