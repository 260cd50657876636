import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState, type FailedQuery } from "@client/components/ui/error-state";
import { Link } from "@client/lib/router";
import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One figure of a dashboard card: a label and its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular">{children}</dd>
    </div>
  );
}

interface QueueCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The queue's page, and its link's label; the link is the primary action while `waiting`. */
  to: string;
  linkLabel: string;
  waiting: boolean;
  query: FailedQuery & { isError: boolean };
  errorTitle: string;
  /** The figures (a `<dl>`), shown unless the query failed. */
  children: ReactNode;
}

/** A dashboard card for a queue administrators work through (applications, reports): its figures and a way in. */
export function QueueCard({
  id,
  icon: Icon,
  title,
  description,
  to,
  linkLabel,
  waiting,
  ...rest
}: QueueCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={id} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
            <Icon aria-hidden className="size-5 text-accent" /> {title}
          </h2>
          <p className="text-sm text-fg-muted">{description}</p>
        </div>
        <Link to={to} className={buttonClass(waiting ? "primary" : "outline", "md")}>
          {linkLabel} <ArrowRight aria-hidden />
        </Link>
      </div>
      {rest.query.isError ? <ErrorState title={rest.errorTitle} query={rest.query} /> : rest.children}
    </Card>
  );
}
