import { formatCriticDate, formatRating } from "@client/lib/format";
import type { AdminCriticWithActivity } from "@shared/schemas/admin";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { CRITIC_SORTS, type CriticSortKey, type SortDirection } from "../lib/critic-sort";
import { ActivityBadge, HolderBadge } from "./activity-badge";
import { Sparkline } from "./sparkline";

interface CriticsTableProps {
  critics: AdminCriticWithActivity[];
  sort: CriticSortKey;
  direction: SortDirection;
  onSort: (key: CriticSortKey) => void;
  renderActions: (critic: AdminCriticWithActivity) => ReactNode;
}

const th =
  "sticky top-0 z-10 border-b border-border bg-surface-2 px-3 py-2 text-xs font-semibold tracking-wide text-fg-secondary uppercase whitespace-nowrap";

function SortHeader({
  column,
  sort,
  direction,
  onSort,
}: { column: CriticSortKey } & Omit<CriticsTableProps, "critics" | "renderActions">) {
  const active = column === sort;
  const Icon = !active ? ArrowUpDown : direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={th}
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-8 items-center gap-1 rounded uppercase hover:text-fg"
      >
        {CRITIC_SORTS[column]}
        <Icon aria-hidden className={active ? "size-3.5 text-accent" : "size-3.5 opacity-50"} />
      </button>
    </th>
  );
}

/** Wide screens: one row per critic, every column sortable from its header. */
export function CriticsTable({ critics, renderActions, ...sorting }: CriticsTableProps) {
  return (
    <div className="hidden overflow-auto rounded-(--radius-card) border border-border bg-surface md:block">
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <thead>
          <tr>
            {(Object.keys(CRITIC_SORTS) as CriticSortKey[]).map((column) => (
              <SortHeader key={column} column={column} {...sorting} />
            ))}
            <th scope="col" className={th}>
              12 weeks
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {critics.map((critic) => (
            <tr
              key={critic.id}
              className="align-top hover:bg-surface-2/60 [&>td]:border-b [&>td]:border-border/60"
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="block font-semibold wrap-anywhere">{critic.name}</span>
                <span className="block text-xs text-fg-muted">
                  {critic.publications.map((p) => p.name).join(", ")}
                </span>
                <span className="mt-1 block">
                  <HolderBadge username={critic.assignedUsername} />
                </span>
              </th>
              <td className="px-3 py-2 tabular">{critic.reviewsLast30Days}</td>
              <td className="px-3 py-2 tabular">{critic.totalReviews}</td>
              <td className="px-3 py-2 tabular">{formatRating(critic.averageRating)}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular">
                {critic.lastReviewDate ? formatCriticDate(critic.lastReviewDate) : "Never"}
              </td>
              <td className="px-3 py-2">{critic.title}</td>
              <td className="px-3 py-2">
                <ActivityBadge activity={critic.activity} />
              </td>
              <td className="px-3 py-2">
                <Sparkline values={critic.weekly} label="Reviews per week, oldest first" />
              </td>
              <td className="px-3 py-2">{renderActions(critic)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
