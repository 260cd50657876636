import { cn } from "@client/lib/cn";
import { Link } from "@client/lib/router";

export interface PeriodLink {
  to: string;
  label: string;
  current: boolean;
}

/**
 * A segmented switch of periods made of links (the choice lives in the URL, replaced rather than pushed),
 * the current one marked with aria-current. `className` sets the columns and the width.
 */
export function PeriodLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: PeriodLink[];
  className: string;
}) {
  return (
    <nav
      aria-label={label}
      className={cn("grid w-full gap-1 rounded-lg border border-border bg-bg p-1", className)}
    >
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          replace
          aria-current={link.current ? "page" : undefined}
          className={cn(
            "flex min-h-10 items-center justify-center rounded-md text-sm font-medium transition-colors",
            link.current ? "bg-surface-2 text-fg shadow-(--shadow-raised)" : "text-fg-muted hover:text-fg",
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
