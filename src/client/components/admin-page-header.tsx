import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { ChevronLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface AdminPageHeaderProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Pages under the dashboard show a way back to it. */
  back?: boolean;
  actions?: ReactNode;
}

/** An admin page's heading: back link, icon and title, one line on what the page is for, actions. */
export function AdminPageHeader({
  icon: Icon,
  title,
  description,
  back = false,
  actions,
}: AdminPageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {back && (
          <Link
            to={paths.admin}
            className="inline-flex min-h-11 items-center gap-1 text-sm text-accent hover:underline"
          >
            <ChevronLeft aria-hidden className="size-4" /> Admin Dashboard
          </Link>
        )}
        <h1 className="flex items-center gap-2 text-2xl font-semibold md:text-3xl">
          <Icon aria-hidden className="size-7 text-accent" /> {title}
        </h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{description}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
