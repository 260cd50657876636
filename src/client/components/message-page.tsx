import { buttonClass } from "@client/components/ui/button-class";
import { useOutsideNavigation } from "@client/lib/nav-state";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { ReactNode } from "react";

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** A first action before "Go to home page" (e.g. Reload). */
  action?: ReactNode;
  /** The home link's text, where "home" means something more precise (e.g. "Back to Podcasts"). */
  homeLabel?: string;
}

/** A centred message with a way back home: 404, access denied, a page that failed. */
export function MessagePage({
  icon,
  title,
  children,
  action,
  homeLabel = "Go to home page",
}: MessagePageProps) {
  useOutsideNavigation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-accent">
        {icon}
      </div>
      <h1 className="text-2xl font-semibold wrap-anywhere">{title}</h1>
      <div className="text-fg-secondary">{children}</div>
      <div className="flex flex-wrap justify-center gap-3">
        {action}
        <Link to={paths.home} className={buttonClass(action ? "secondary" : "primary", "md")}>
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
