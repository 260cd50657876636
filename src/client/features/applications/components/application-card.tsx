import { CardSection } from "@client/components/card-section";
import { PublicationBadges } from "@client/components/publication-badges";
import { Badge, type BadgeTone } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { formatDay } from "@shared/constants/programme";
import type { AdminApplication, ApplicationStatus } from "@shared/schemas/programme";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  open: "Open",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};
const TONES: Record<ApplicationStatus, BadgeTone> = {
  open: "accent",
  approved: "success",
  declined: "danger",
  withdrawn: "neutral",
};

/** A link as people read it: host and path, without the scheme. */
const shown = (url: string) => url.replace(/^https:\/\//, "").replace(/\/$/, "");

/** What became of a decided application, and who decided. */
function Outcome({ application }: { application: AdminApplication }) {
  const when = application.decidedAt ? formatDay(application.decidedAt) : "";
  if (application.status === "withdrawn")
    return <p className="text-sm text-fg-secondary">Withdrawn by the applicant on {when}.</p>;
  const by = application.decidedBy ? ` by @${application.decidedBy}` : "";
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <p className="text-fg-secondary">
        {STATUS_LABELS[application.status]}
        {by} on {when}.
      </p>
      {application.reason && (
        <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{application.reason}</p>
      )}
    </div>
  );
}

/** One application as an administrator reads it, with the actions for it (`actions`, open ones only). */
export function ApplicationCard({
  application,
  actions,
}: {
  application: AdminApplication;
  actions?: ReactNode;
}) {
  const headingId = `application-${application.id}`;
  return (
    <Card className="flex flex-col gap-4 p-4 md:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
            {application.criticName}
          </h2>
          <p className="text-sm text-fg-secondary [overflow-wrap:anywhere]">
            @{application.username} · {application.name}
            {application.email ? ` · ${application.email}` : " · no e-mail address"}
          </p>
          <p className="text-xs text-fg-muted">Applied {formatDay(application.createdAt)}</p>
        </div>
        <Badge tone={TONES[application.status]}>{STATUS_LABELS[application.status]}</Badge>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <CardSection title="Publications">
          <PublicationBadges publications={application.publications} />
        </CardSection>
        <CardSection title="Published reviews">
          <ul className="flex flex-col gap-1">
            {application.links.map((link) => (
              <li key={link} className="min-w-0">
                <NewTabLink
                  href={link}
                  className="inline-flex min-h-11 max-w-full items-center gap-1.5 text-sm text-accent hover:underline md:min-h-8"
                >
                  <span className="min-w-0 [overflow-wrap:anywhere]">{shown(link)}</span>
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </CardSection>
      </div>
      <CardSection title="Statement">
        <p className="max-w-prose text-sm whitespace-pre-line text-fg [overflow-wrap:anywhere]">
          {application.statement}
        </p>
      </CardSection>
      {application.status === "open" ? actions : <Outcome application={application} />}
    </Card>
  );
}
