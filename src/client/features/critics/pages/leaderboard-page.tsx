import { PeriodLinks } from "@client/components/period-links";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { LoadingStatus, Skeleton } from "@client/components/ui/skeleton";
import { StarRating } from "@client/components/ui/star-rating";
import { useSiteConfig } from "@client/features/site/api";
import { cn } from "@client/lib/cn";
import { formatCount, formatRating, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { useSearchParams } from "@client/lib/router/search-params";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { readPeriod } from "@shared/api/urls/critics";
import { paths } from "@shared/routing/page-paths";
import type { LeaderboardEntry, LeaderboardPeriod } from "@shared/schemas/critics";
import { Trophy } from "lucide-react";
import { useLeaderboard } from "../api";

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: "month", label: "This month" },
  { value: "all", label: "All time" },
];

/** "This month" / "All time": links (kept in the URL as ?period=), the current one marked. */
function PeriodSwitch({ period }: { period: LeaderboardPeriod }) {
  const links = PERIODS.map((option) => ({
    to: option.value === "month" ? paths.critics : `${paths.critics}?period=${option.value}`,
    label: option.label,
    current: option.value === period,
  }));
  return <PeriodLinks label="Period" links={links} className="grid-cols-2 sm:w-72" />;
}

function Row({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  return (
    <li className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3 md:grid-cols-[3rem_minmax(0,1fr)_8rem_10rem] md:px-6">
      <span
        className={cn(
          "flex size-9 items-center justify-center rounded-full text-sm font-semibold tabular",
          rank <= 3 ? "bg-accent/15 text-accent-hover" : "bg-surface-2 text-fg-secondary",
        )}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div className="min-w-0">
        <Link
          to={paths.critic(entry.slug)}
          className="rounded-sm font-semibold wrap-anywhere text-fg underline-offset-4 hover:text-accent-hover hover:underline"
        >
          {entry.name}
        </Link>
        <p className="text-sm text-fg-muted wrap-anywhere">{entry.title}</p>
      </div>
      <p className="text-right text-sm text-fg-secondary md:text-base">
        <span className="font-semibold text-fg tabular">{formatCount(entry.count)}</span>{" "}
        {entry.count === 1 ? "review" : "reviews"}
        <span className="block text-fg-muted md:hidden">
          <span className="sr-only">Average rating </span>
          {formatRating(entry.averageRating)} ★
        </span>
      </p>
      <div className="hidden items-center justify-end gap-2 md:flex">
        {entry.averageRating !== null && <StarRating value={entry.averageRating} size="sm" />}
        <span className="w-8 text-right text-fg-secondary tabular">
          <span className="sr-only">Average rating </span>
          {formatRating(entry.averageRating)}
        </span>
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Card className="flex flex-col divide-y divide-border" aria-busy="true">
      <LoadingStatus>Loading critics</LoadingStatus>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3 md:px-6">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </Card>
  );
}

/** /critics — the 20 critics with the most reviews this month or of all time. */
export default function LeaderboardPage() {
  useDocumentTitle("Critics");
  const site = useSiteConfig();
  const [search] = useSearchParams();
  const period = readPeriod(search);
  const board = useLeaderboard(period);
  const items = board.data?.period === period || board.isPlaceholderData ? board.data?.items : undefined;

  let content: React.ReactNode;
  if (board.isError) {
    content = <ErrorState title="Could not load the critics" query={board} />;
  } else if (!items) {
    content = <ListSkeleton />;
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-10 text-center">
        <Trophy aria-hidden className="size-8 text-fg-muted" />
        <p className="text-fg-secondary">
          {period === "month"
            ? "No critic has published a review in the last 30 days."
            : "No critic has published a review yet."}
        </p>
      </div>
    );
  } else {
    content = (
      <Card className="overflow-hidden p-0" aria-busy={board.isPlaceholderData || undefined}>
        <div
          aria-hidden
          className="hidden grid-cols-[3rem_minmax(0,1fr)_8rem_10rem] gap-x-3 border-b border-border bg-surface-2/50 px-6 py-2 text-xs font-medium tracking-wide text-fg-muted uppercase md:grid"
        >
          <span>Rank</span>
          <span>Critic</span>
          <span className="text-right">Reviews</span>
          <span className="text-right">Average</span>
        </div>
        <ol
          aria-label={`Top critics, ${PERIODS.find((p) => p.value === period)!.label.toLowerCase()}`}
          className="divide-y divide-border"
        >
          {items.map((entry, index) => (
            <Row key={entry.slug} entry={entry} rank={index + 1} />
          ))}
        </ol>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">Critics</h1>
          <p className="text-fg-secondary">
            The {plural(20, "critic")} with the most reviews on {site.brandName}
            {period === "month" ? " in the last 30 days" : ""}.
          </p>
        </div>
        <PeriodSwitch period={period} />
      </div>
      {content}
    </div>
  );
}
