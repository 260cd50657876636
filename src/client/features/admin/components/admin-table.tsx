import type { ReactNode } from "react";

const th =
  "border-b border-border bg-surface-2 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-fg-secondary uppercase";

interface AdminTableProps {
  headings: string[];
  /** A last column of row buttons, named for screen readers only. */
  actions?: string;
  children: ReactNode;
}

/**
 * An admin list on wide screens (phones get cards instead): the table grows with the page, so the page
 * is the only scroll area; only a table wider than the screen scrolls sideways.
 */
export function AdminTable({ headings, actions, children }: AdminTableProps) {
  return (
    <div className="hidden overflow-x-auto rounded-(--radius-card) border border-border bg-surface md:block">
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
            {actions && (
              <th scope="col" className={th}>
                <span className="sr-only">{actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
