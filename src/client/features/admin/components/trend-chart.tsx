import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { formatCount } from "@client/lib/format";
import { Table2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { seriesSummary, weekLabel } from "../lib/trends";

export interface TrendSeries {
  label: string;
  values: number[];
  /** The series' colour token: the accent, or the second chart colour (drawn dashed). */
  tone: "accent" | "chart-2";
}

/** The chart's drawing height in px (h-52: the skeleton keeps the same size). */
export const CHART_HEIGHT = 208;

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || "gray";

/** Indices of the weeks that get a label: about one per 72 px, always the last (current) week. */
function weekTicks(count: number, width: number): number[] {
  const room = Math.max(2, Math.floor(width / 72));
  const step = Math.max(1, Math.ceil(count / room));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

function options(weekStarts: string[], series: TrendSeries[], width: number): uPlot.Options {
  const [muted, grid] = [token("fg-muted"), token("border")];
  const axis = {
    stroke: muted,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1, size: 4 },
    font: "12px Inter Variable, Inter Fallback, sans-serif",
  };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 24, 0, 0], // room on the right for the current week's label
    scales: {
      x: { time: false, range: [0, Math.max(1, weekStarts.length - 1)] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: (u) => weekTicks(weekStarts.length, u.bbox.width / devicePixelRatio),
        values: (_u, splits) => splits.map((i) => (weekStarts[i] ? weekLabel(weekStarts[i]) : "")),
      },
      {
        ...axis,
        size: 44,
        space: 32,
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500, 5000, 10_000],
      },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: token(s.tone),
        width: 2,
        dash: s.tone === "chart-2" ? [6, 4] : undefined,
        points: { show: weekStarts.length <= 12, size: 6, fill: token(s.tone) },
      })),
    ],
  };
}

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

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [weekStarts.map((_, i) => i), ...series.map((s) => s.values)];
    const chart = new uPlot(options(weekStarts, series, element.clientWidth), data, element);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== chart.width) {
        chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [weekStarts, series]);

  const summary = series.map((s) => `${s.label}: ${seriesSummary(weekStarts, s.values)}.`).join(" ");
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
      />
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
