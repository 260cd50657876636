import { CardSection } from "@client/components/card-section";
import { SpoilerText } from "@client/components/spoiler-text";
import { Badge, type BadgeTone } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { StarRating } from "@client/components/ui/star-rating";
import { formatDateTime, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { REPORT_REASON_LABELS, type ReportReason, type ReportStatus } from "@shared/constants/moderation";
import { paths } from "@shared/routing/page-paths";
import type { ReportItem } from "@shared/schemas/moderation";
import type { ReactNode } from "react";

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  hidden: "Hidden",
  dismissed: "Dismissed",
};
const TONES: Record<ReportStatus, BadgeTone> = { open: "accent", hidden: "danger", dismissed: "neutral" };
const DECIDED: Record<ReportStatus, string> = { open: "Reopened", hidden: "Hidden", dismissed: "Dismissed" };

/** The reasons given, the most given first, each with its count. */
function Reasons({ reasons }: { reasons: ReportItem["reasons"] }) {
  const counted = (Object.entries(reasons) as [ReportReason, number][]).sort((a, b) => b[1] - a[1]);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {counted.map(([reason, count]) => (
        <li key={reason}>
          <Badge tone={reason === "offensive" ? "danger" : "neutral"}>
            {REPORT_REASON_LABELS[reason]} <span className="tabular">× {count}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The latest decision: what, by whom, when, and the administrator's note. */
function Decision({ item }: { item: ReportItem }) {
  if (!item.decidedAt) return null;
  const by = item.decidedBy ? ` by @${item.decidedBy}` : "";
  // A case open again was dismissed before a new report came in.
  const what = item.status === "open" ? "Dismissed" : DECIDED[item.status];
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <p className="text-fg-secondary">
        {what}
        {by} on {formatDateTime(item.decidedAt)}.
      </p>
      {item.decisionNote && <p className="text-fg [overflow-wrap:anywhere]">{item.decisionNote}</p>}
    </div>
  );
}

/** One reported review as an administrator decides on it, with the actions for its state (`actions`). */
export function ReportCard({ item, actions }: { item: ReportItem; actions: ReactNode }) {
  const headingId = `report-${item.kind}-${item.id}`;
  const podcast =
    item.podcastId === null ? (
      item.podcastTitle
    ) : (
      <Link to={paths.podcast(item.podcastId)} className="text-accent underline-offset-4 hover:underline">
        {item.podcastTitle}
      </Link>
    );
  const text = (
    <p className="max-w-[72ch] text-sm whitespace-pre-line text-fg-secondary [overflow-wrap:anywhere]">
      {item.text}
    </p>
  );
  return (
    <Card className="flex flex-col gap-4 p-4 md:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">
            {item.kind === "review" ? "Audience review" : "Critic review"}
          </p>
          <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
            {item.authorName} on {podcast}
          </h2>
          <p className="text-xs text-fg-muted">
            {plural(item.reportCount, "report")} · first {formatDateTime(item.firstReportedAt)} · last{" "}
            {formatDateTime(item.lastReportedAt)}
          </p>
        </div>
        <Badge tone={TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
      </div>
      <blockquote className="flex flex-col gap-2 border-l-2 border-border pl-4">
        {item.rating !== null && <StarRating value={item.rating} size="sm" />}
        {item.title && <p className="font-semibold [overflow-wrap:anywhere]">{item.title}</p>}
        {/* A spoiler is behind its disclosure here too: the moderator opens it to read it. */}
        {item.containsSpoilers ? <SpoilerText>{text}</SpoilerText> : text}
      </blockquote>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <CardSection title="Reasons">
          <Reasons reasons={item.reasons} />
        </CardSection>
        {item.notes.length > 0 && (
          <CardSection title="Notes from reporters">
            <ul className="flex flex-col gap-1.5 text-sm">
              {item.notes.map((note) => (
                <li key={`${note.reporter}-${note.createdAt}`} className="[overflow-wrap:anywhere]">
                  <span className="text-fg-muted">@{note.reporter}:</span> {note.note}
                </li>
              ))}
            </ul>
          </CardSection>
        )}
      </div>
      <Decision item={item} />
      {actions}
    </Card>
  );
}
