import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, IconCardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import { MAX_LEVEL_MESSAGE, milestoneProgress, TIER_LABELS } from "@shared/constants/tiers";
import { Trophy } from "lucide-react";

/** The critic's current title, its tier and description, and the way to the next title. */
export function MilestoneCard({ reviewCount, loading = false }: { reviewCount: number; loading?: boolean }) {
  const { current, next, progress, reviewsToNext } = milestoneProgress(loading ? 0 : reviewCount);
  // While the count loads, the first title's card stands in with its texts hidden: the same size as
  // the card that replaces it, so nothing below moves.
  return (
    <Card
      className={cn(
        "flex flex-col",
        loading && "animate-pulse [&_p]:rounded [&_p]:bg-surface-2 [&_p]:text-transparent [&_p_*]:invisible",
      )}
      aria-busy={loading || undefined}
      aria-hidden={loading || undefined}
    >
      <CardHeader className="flex-row items-center justify-between gap-3">
        <IconCardTitle icon={Trophy}>Critic Milestone</IconCardTitle>
        <Badge tone="accent">{TIER_LABELS[current.tier]} tier</Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {/* On a phone the longest title takes two lines, a description three and the way to the next title
            two: reserved, so the card keeps its size whichever title the count brings. */}
        <div className="flex flex-col gap-1">
          <p
            className="text-3xl font-bold tracking-tight text-fg max-sm:min-h-[2lh]"
            data-testid="critic-title"
          >
            {current.title}
          </p>
          <p className="text-fg-secondary max-sm:min-h-[3lh]">{current.description}</p>
        </div>
        {next ? (
          <div className="mt-auto flex flex-col gap-2">
            <div className="flex justify-between text-sm text-fg-muted">
              <span>
                Next: <span className="font-medium text-fg-secondary">{next.title}</span>
              </span>
              <span className="tabular">{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={`Progress to ${next.title}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2.5 overflow-hidden rounded-full bg-surface-2"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="text-sm text-fg-muted max-sm:min-h-[2lh]">
              {reviewsToNext} more review{reviewsToNext === 1 ? "" : "s"} to reach {next.title}.
            </p>
          </div>
        ) : (
          <p className="mt-auto text-sm font-medium text-accent-hover">{MAX_LEVEL_MESSAGE}</p>
        )}
      </CardContent>
    </Card>
  );
}
