import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { formatCount } from "@client/lib/format";
import { later } from "@client/lib/later";
import { Table2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CHART_HEIGHT, seriesSummary, type TrendSeries, weekLabel } from "../lib/trends";

/** The drawing code and uPlot, fetched once; a failed fetch (offline, new deploy) is tried again next time. */
export const loadTrendCanvas = later(() => import("./trend-canvas")).get;

/**
 * A weekly line chart drawn by uPlot, sized by its container (it follows resizes), with its words for
 * everyone: a text summary always on screen and the figures as a table behind a "Show table" toggle. The
 * canvas itself is hidden from assistive technology; the summary and the table carry the same numbers.
 */
export function TrendChart({
  title,
  weekStarts,
  series,
}: {
  title: string;
  weekStarts: string[];
  series: TrendSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const id = useId();

  const [drawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let removeChart: (() => void) | undefined;
    let current = true;
    // Each chart is drawn in a task of its own: the dashboard's charts, drawn together once uPlot arrives,
    // held a phone's main thread for one long task.
    loadTrendCanvas()
      .then((canvas) => new Promise<typeof canvas>((resolve) => setTimeout(() => resolve(canvas), 0)))
      .then(
        ({ drawTrendChart }) => {
          if (current) removeChart = drawTrendChart(element, weekStarts, series);
        },
        () => current && setDrawFailed(true),
      );
    return () => {
      current = false;
      removeChart?.();
    };
  }, [weekStarts, series]);

  const summary = series
    .map((s) => `${s.label}: ${seriesSummary(weekStarts, s.values, s.distinctTotal)}.`)
    .join(" ");
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <figcaption className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        {series.length > 1 && (
          <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-secondary">
            {series.map((s) => (
              <li key={s.label} className="flex items-center gap-1.5">
                <span
                  className={cn(
                    "inline-block h-0.5 w-4",
                    s.tone === "accent" ? "bg-accent" : "border-t-2 border-dashed border-chart-2",
                  )}
                />
                {s.label}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <div
        ref={box}
        aria-hidden
        data-chart
        className="w-full min-w-0 overflow-hidden"
        style={{ height: CHART_HEIGHT }}
      >
        {drawFailed && (
          <p className="flex h-full items-center justify-center text-sm text-fg-muted">
            The chart could not be loaded; its figures are below.
          </p>
        )}
      </div>
      <p className="text-sm text-fg-muted" data-summary>
        {summary}
      </p>
      <div>
        <Button
          variant="ghost"
          className="-ml-3"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          <Table2 aria-hidden /> {tableShown ? "Hide table" : "Show table"}
        </Button>
      </div>
      <section
        id={`${id}-table`}
        hidden={!tableShown}
        // A long period scrolls inside the box: keyboard users reach it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        aria-label={`${title}, table`}
        className="max-h-80 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-accent"
      >
        <table className="w-full text-sm tabular">
          <caption className="sr-only">{title}, per week</caption>
          <thead className="sticky top-0 bg-surface-2 text-left text-fg-secondary">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Week of
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="px-3 py-2 text-right font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekStarts.map((weekStart, i) => (
              <tr key={weekStart} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal text-fg-secondary">
                  {weekLabel(weekStart, true)}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="px-3 py-1.5 text-right">
                    {formatCount(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
