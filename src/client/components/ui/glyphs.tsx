import { createElement, type ReactElement, type SVGProps } from "react";

/**
 * The icons of the first page (header, tab bar, spinner, the error boundary), rendered from lucide's own
 * shapes without lucide's runtime, which cost the first page 2 kB (decision 0044). Every other icon comes
 * from `lucide-react`; `glyphs.test.tsx` checks that each one here renders exactly as lucide's of its name.
 */
type Shape = readonly (readonly [tag: "path" | "circle" | "rect", attrs: Record<string, string>])[];

/** An icon component: an `<svg>` like lucide's (24 × 24, 2 px round strokes), hidden from screen readers. */
export type Glyph = (props: SVGProps<SVGSVGElement>) => ReactElement;

function glyph(shape: Shape): Glyph {
  return (props) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {shape.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

const path = (d: string) => ["path", { d }] as const;
const circle = (cx: string, cy: string, r: string) => ["circle", { cx, cy, r }] as const;
const rect = (x: string, y: string, width: string, height: string) =>
  ["rect", { width, height, x, y, rx: "1" }] as const;

export const BarChart3 = glyph([
  path("M3 3v16a2 2 0 0 0 2 2h16"),
  path("M18 17V9"),
  path("M13 17V5"),
  path("M8 17v-3"),
]);
export const ExternalLink = glyph([
  path("M15 3h6v6"),
  path("M10 14 21 3"),
  path("M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"),
]);
export const Flag = glyph([
  path(
    "M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528",
  ),
]);
export const Home = glyph([
  path("M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"),
  path(
    "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
  ),
]);
export const LayoutDashboard = glyph([
  rect("3", "3", "7", "9"),
  rect("14", "3", "7", "5"),
  rect("14", "12", "7", "9"),
  rect("3", "16", "7", "5"),
]);
export const Loader2 = glyph([path("M21 12a9 9 0 1 1-6.219-8.56")]);
export const PenSquare = glyph([
  path("M12 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7"),
  path(
    "M18.375 2.625a1 1 0 0 1 3 3l-9.013 9.014a2 2 0 0 1-.853.505l-2.873.84a.5.5 0 0 1-.62-.62l.84-2.873a2 2 0 0 1 .506-.852z",
  ),
]);
export const RefreshCw = glyph([
  path("M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"),
  path("M21 3v5h-5"),
  path("M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"),
  path("M8 16H3v5"),
]);
export const Rss = glyph([
  path("M4 11a9 9 0 0 1 9 9"),
  path("M4 4a16 16 0 0 1 16 16"),
  circle("5", "19", "1"),
]);
export const ScrollText = glyph([
  path("M15 12h-5"),
  path("M15 8h-5"),
  path("M19 17V5a2 2 0 0 0-2-2H4"),
  path(
    "M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3",
  ),
]);
export const TriangleAlert = glyph([
  path("m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"),
  path("M12 9v4"),
  path("M12 17h.01"),
]);
export const Trophy = glyph([
  path("M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2"),
  path("M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2"),
  path("M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3"),
  path("M4 22h16"),
  path("M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"),
  path("M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3"),
]);
export const User = glyph([path("M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"), circle("12", "7", "4")]);
export const Users = glyph([
  path("M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"),
  path("M16 3.128a4 4 0 0 1 0 7.744"),
  path("M22 21v-2a4 4 0 0 0-3-3.87"),
  circle("9", "7", "4"),
]);
