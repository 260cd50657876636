import { Alert } from "@client/components/ui/alert";
import { Badge } from "@client/components/ui/badge";
import { Card, CardDescription, CardHeader, IconCardTitle } from "@client/components/ui/card";
import { LoadingStatus, Skeleton } from "@client/components/ui/skeleton";
import { plural } from "@client/lib/format";
import { MAX_LEVEL_MESSAGE, milestoneProgress, TIER_LABELS } from "@shared/constants/tiers";
import type { User } from "@shared/schemas/user";
import { Trophy } from "lucide-react";
import { useCriticReviewCount } from "../api";

/** The critic's milestone title, review count and progress to the next title. */
export function CriticAchievements({ user }: { user: User }) {
  const count = useCriticReviewCount(user);
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Trophy}>Critic Achievements</IconCardTitle>
        <CardDescription>Your title grows with every review you publish.</CardDescription>
      </CardHeader>
      <div className="px-5 pb-5">
        {count.isPending ? (
          <div className="flex flex-col gap-3">
            <LoadingStatus>Loading achievements</LoadingStatus>
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-3 w-full" />
          </div>
        ) : count.isError ? (
          <Alert variant="destructive" title="Could not load your review count">
            Please try again later.
          </Alert>
        ) : (
          <Progress reviewCount={count.data} />
        )}
      </div>
    </Card>
  );
}

function Progress({ reviewCount }: { reviewCount: number }) {
  const p = milestoneProgress(reviewCount);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-2xl font-bold text-fg" data-testid="critic-title">
          {p.current.title}
        </p>
        <Badge tone="accent">{TIER_LABELS[p.current.tier]}</Badge>
      </div>
      <p className="text-sm text-fg-secondary">{p.current.description}</p>
      <p className="text-sm text-fg tabular" data-testid="critic-review-count">
        {plural(p.reviewCount, "review")}
      </p>
      {p.next ? (
        <>
          <div
            role="progressbar"
            aria-label={`Progress to ${p.next.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={p.progress}
            className="h-2.5 w-full rounded-full bg-surface-2"
          >
            <div className="h-2.5 rounded-full bg-accent" style={{ width: `${p.progress}%` }} />
          </div>
          <p className="text-sm text-fg-muted tabular">
            {p.progress}% of the way to <span className="text-fg">{p.next.title}</span> ·{" "}
            {plural(p.reviewsToNext, "more review")}
          </p>
        </>
      ) : (
        <p className="text-sm font-medium text-success">{MAX_LEVEL_MESSAGE}</p>
      )}
    </div>
  );
}
