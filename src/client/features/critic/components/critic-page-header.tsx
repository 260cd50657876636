import { buttonClass } from "@client/components/ui/button";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";

interface CriticPageHeaderProps {
  title: string;
  /** The line(s) under the title. */
  children: ReactNode;
  /** Null until an administrator assigns one: then no actions are offered. */
  criticName: string | null;
  /** Offered before Add New Review. */
  actions?: ReactNode;
}

/** A critic workspace page's heading, with Add New Review (and the page's own actions) once there is a critic name. */
export function CriticPageHeader({ title, children, criticName, actions }: CriticPageHeaderProps) {
  return (
    <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
        {children}
      </div>
      {criticName && (
        <div className="flex flex-wrap gap-2 self-start md:self-auto">
          {actions}
          <Link to={paths.criticAddReview} className={buttonClass("primary", "md")}>
            <Plus aria-hidden /> Add New Review
          </Link>
        </div>
      )}
    </header>
  );
}
