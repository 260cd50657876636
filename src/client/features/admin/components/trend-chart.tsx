import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { formatCount } from "@client/lib/format";
import { Table2 } from "lucide-react";
import { useId, useState } from "react";
import { seriesSummary, type TrendSeries, weekLabel } from "../lib/trends";
import { TrendLines } from "./trend-lines";

/**
 * A weekly line chart (SVG, rendered with the page: trend-lines.tsx) at its container's width, with its words
 * for everyone: a text summary always on screen and the figures as a table behind a "Show table" toggle.
 * The rendering itself is hidden from assistive technology; the summary and the table carry the same numbers.
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
  const [tableShown, setTableShown] = useState(false);
  const id = useId();

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
      <TrendLines weekStarts={weekStarts} series={series} />
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
