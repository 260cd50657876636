import { PeriodLinks } from "@client/components/period-links";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { SkeletonLines } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { formatCount } from "@client/lib/format";
import { TREND_PERIODS, type TrendPeriod } from "@shared/api/urls/admin";
import { paths } from "@shared/routing/page-paths";
import type { Trends, TrendTotals } from "@shared/schemas/admin";
import { ArrowDownRight, ArrowRight, ArrowUpRight, TrendingUp } from "lucide-react";
import { useMemo } from "react";
import { useTrends } from "../api/dashboard";
import type { TrendSeries } from "../lib/trends";
import { changeDirection, changeText } from "../lib/trends";
import { TrendChart } from "./trend-chart";

const FIGURES: { key: keyof TrendTotals; label: string }[] = [
  { key: "criticReviews", label: "Critic reviews" },
  { key: "userReviews", label: "User reviews" },
  { key: "registrations", label: "New users" },
  { key: "activeCritics", label: "Active critics" },
];

/** 4 / 12 / 52 weeks: links that keep the choice in the URL as ?weeks=, the current one marked. */
function PeriodSwitch({ weeks }: { weeks: TrendPeriod }) {
  const links = TREND_PERIODS.map((period) => ({
    to: `${paths.admin}?weeks=${period}`,
    label: `${period} weeks`,
    current: period === weeks,
  }));
  return <PeriodLinks label="Trend period" links={links} className="grid-cols-3 sm:w-80" />;
}

function Figure({
  label,
  current,
  previous,
  weeks,
}: {
  label: string;
  current: number;
  previous: number;
  weeks: number;
}) {
  const direction = changeDirection(current, previous);
  const Icon = direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : ArrowRight;
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-fg-secondary">{label}</h3>
      <p className="text-2xl font-semibold tabular">{formatCount(current)}</p>
      <p
        className={cn(
          "flex items-start gap-1 text-xs",
          direction === "up" ? "text-success" : direction === "down" ? "text-fg-secondary" : "text-fg-muted",
        )}
      >
        <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
        {changeText(current, previous, weeks)}
      </p>
      <p className="text-xs text-fg-muted tabular">
        Previous {weeks} weeks: {formatCount(previous)}
      </p>
    </Card>
  );
}

function FigureSkeleton() {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <SkeletonLines lines={["h-5 w-24", "h-8 w-16", "h-4 w-full", "h-4 w-28"]} />
    </Card>
  );
}

function ChartSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4 md:p-5">
      <SkeletonLines lines={["h-6 w-40", "h-52 w-full", "h-5 w-3/4", "h-11 w-32"]} />
    </Card>
  );
}

function Charts({ trends }: { trends: Trends }) {
  const { weeks } = trends;
  const charts = useMemo(() => {
    const values = (key: keyof TrendTotals) => weeks.map((week) => week[key]);
    const one = (label: string, key: keyof TrendTotals): TrendSeries[] => [
      { label, values: values(key), tone: "accent" },
    ];
    return {
      weekStarts: weeks.map((week) => week.weekStart),
      reviews: [
        { label: "Critic reviews", values: values("criticReviews"), tone: "accent" },
        { label: "User reviews", values: values("userReviews"), tone: "chart-2" },
      ] satisfies TrendSeries[],
      users: one("New users", "registrations"),
      // Critics active in several weeks are one person each in the period: the card's figure.
      critics: [
        {
          label: "Active critics",
          values: values("activeCritics"),
          tone: "accent",
          distinctTotal: trends.periods.current.activeCritics,
        },
      ] satisfies TrendSeries[],
    };
  }, [weeks, trends.periods.current.activeCritics]);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="p-4 md:p-5 lg:col-span-2">
        <TrendChart title="Reviews per week" weekStarts={charts.weekStarts} series={charts.reviews} />
      </Card>
      <Card className="p-4 md:p-5">
        <TrendChart title="New users per week" weekStarts={charts.weekStarts} series={charts.users} />
      </Card>
      <Card className="p-4 md:p-5">
        <TrendChart title="Active critics per week" weekStarts={charts.weekStarts} series={charts.critics} />
      </Card>
    </div>
  );
}

/** The dashboard's trends: this period's figures beside the previous one's, and three weekly charts. */
export function TrendsSection({ weeks }: { weeks: TrendPeriod }) {
  const trends = useTrends(weeks);
  const data = trends.data;
  return (
    <section aria-labelledby="trends-heading" aria-busy={trends.isPending} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="trends-heading" className="flex items-center gap-2 text-xl font-semibold">
            <TrendingUp aria-hidden className="size-5 text-accent" /> Trends
          </h2>
          <p className="text-sm text-fg-muted">The last {weeks} weeks, this week so far included.</p>
        </div>
        <PeriodSwitch weeks={weeks} />
      </div>
      {trends.isError ? (
        <ErrorState title="Could not load the trends" query={trends} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
            {FIGURES.map(({ key, label }) =>
              data ? (
                <Figure
                  key={key}
                  label={label}
                  current={data.periods.current[key]}
                  previous={data.periods.previous[key]}
                  weeks={weeks}
                />
              ) : (
                <FigureSkeleton key={key} />
              ),
            )}
          </div>
          {data ? (
            <Charts trends={data} />
          ) : (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <div className="lg:col-span-2">
                <ChartSkeleton />
              </div>
              <ChartSkeleton />
              <ChartSkeleton />
            </div>
          )}
        </>
      )}
    </section>
  );
}
