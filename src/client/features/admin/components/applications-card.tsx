import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { Skeleton } from "@client/components/ui/skeleton";
import { useApplicationSummary } from "@client/features/applications/api";
import { formatCount, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { DECISION_MEDIAN_DAYS } from "@shared/constants/programme";
import { paths } from "@shared/routing/page-paths";
import { ArrowRight, Inbox } from "lucide-react";
import type { ReactNode } from "react";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular">{children}</dd>
    </div>
  );
}

const days = (value: number) => `${value.toFixed(1)} ${value === 1 ? "day" : "days"}`;

/** The admin dashboard's view of the critic programme's queue: open applications and how fast they are decided. */
export function ApplicationsCard() {
  const summary = useApplicationSummary();
  const data = summary.data;
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby="applications-heading" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="applications-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Inbox aria-hidden className="size-5 text-accent" /> Critic applications
          </h2>
          <p className="text-sm text-fg-muted">People asking to join the critic programme.</p>
        </div>
        <Link to={paths.adminApplications} className={buttonClass(data?.open ? "primary" : "outline", "md")}>
          Review applications <ArrowRight aria-hidden />
        </Link>
      </div>
      {summary.isError ? (
        <ErrorState title="Could not load the applications" query={summary} />
      ) : (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-busy={summary.isPending || undefined}>
          <Figure label="Open applications">
            {data ? formatCount(data.open) : <Skeleton className="h-8 w-16" />}
          </Figure>
          <Figure label={`Median time to a decision, last ${DECISION_MEDIAN_DAYS} days`}>
            {!data ? (
              <Skeleton className="h-8 w-32" />
            ) : data.medianDaysToDecision === null ? (
              <span className="text-base font-normal text-fg-muted">No decisions yet</span>
            ) : (
              <>
                {days(data.medianDaysToDecision)}
                <span className="ml-2 text-sm font-normal text-fg-muted">
                  over {plural(data.decidedLast90Days, "decision")}
                </span>
              </>
            )}
          </Figure>
        </dl>
      )}
    </Card>
  );
}
