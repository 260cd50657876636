import { formatCount } from "@client/lib/format";
import { valueScale, weekTicks } from "../lib/chart-scale";
import { CHART_HEIGHT, type TrendSeries, weekLabel } from "../lib/trends";

/** Room around the plot, in px: the value labels on the left, the week labels below, the last one's half. */
const LEFT = 44;
const RIGHT = 24;
const TOP = 12;
const BOTTOM = 24;

/** The plot's own coordinates: 0–1000 across, 0–100 down, stretched to the box (lines keep their width). */
const WIDE = 1000;
const HIGH = 100;

const x = (i: number, count: number) => (count > 1 ? (i / (count - 1)) * WIDE : WIDE / 2);

/** A label's place along the plot: `fraction` of the way across, or up. */
const across = (fraction: number) => `calc(${LEFT}px + ${fraction} * (100% - ${LEFT + RIGHT}px))`;
const up = (fraction: number) => `calc(${TOP}px + ${1 - fraction} * (100% - ${TOP + BOTTOM}px))`;

/**
 * Weekly lines rendered as SVG with the page, on the server as in the browser (decision 0063): the grid and
 * the lines stretch to the box's width (`vector-effect` keeps their strokes and dots round), and the labels
 * are HTML placed along it, so nothing is measured or re-rendered when the width changes. Colours are the
 * theme's tokens; the second series is dashed so the two differ without colour. Hidden from assistive
 * technology: the figure's summary and table carry the same numbers.
 */
export function TrendLines({ weekStarts, series }: { weekStarts: string[]; series: TrendSeries[] }) {
  const count = weekStarts.length;
  const { top, ticks } = valueScale(series.flatMap((s) => s.values));
  const y = (value: number) => HIGH - (value / top) * HIGH;
  return (
    <div aria-hidden data-chart className="relative w-full min-w-0" style={{ height: CHART_HEIGHT }}>
      <svg
        className="absolute overflow-visible"
        style={{
          left: LEFT,
          right: RIGHT,
          top: TOP,
          bottom: BOTTOM,
          width: `calc(100% - ${LEFT + RIGHT}px)`,
        }}
        height={CHART_HEIGHT - TOP - BOTTOM}
        viewBox={`0 0 ${WIDE} ${HIGH}`}
        preserveAspectRatio="none"
        role="presentation"
      >
        {ticks.map((tick) => (
          <path
            key={tick}
            d={`M0 ${y(tick)}H${WIDE}`}
            className="stroke-border"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((s) => {
          const points = s.values.map((value, i) => `${x(i, count)} ${y(value)}`);
          return (
            <g key={s.label} className={s.tone === "accent" ? "stroke-accent" : "stroke-chart-2"} fill="none">
              <path
                d={`M${points.join("L")}`}
                strokeWidth={2}
                strokeDasharray={s.tone === "chart-2" ? "6 4" : undefined}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
              {count <= 12 &&
                points.map((point) => (
                  <path
                    key={point}
                    d={`M${point}h0`}
                    strokeWidth={6}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
            </g>
          );
        })}
      </svg>
      {ticks.map((tick) => (
        <span
          key={tick}
          className="absolute -translate-y-1/2 pr-2 text-right text-xs text-fg-muted tabular"
          style={{ left: 0, width: LEFT, top: up(tick / top) }}
        >
          {formatCount(tick)}
        </span>
      ))}
      {weekTicks(count).map((i) => (
        <span
          key={weekStarts[i]}
          className="absolute bottom-0 -translate-x-1/2 whitespace-nowrap text-xs text-fg-muted"
          style={{ left: across(count > 1 ? i / (count - 1) : 0.5) }}
        >
          {weekLabel(weekStarts[i]!)}
        </span>
      ))}
    </div>
  );
}
