import { buttonClass } from "@client/components/ui/button";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { Rss } from "lucide-react";

/** An empty feed or list: one sentence, and the two places to find someone to follow. */
export function NothingFollowed({ children }: { children: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-(--radius-card) border border-dashed border-border px-6 py-10 text-center">
      <Rss aria-hidden className="size-8 text-fg-muted" />
      <p className="max-w-[48ch] text-fg-secondary">{children}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.critics} className={buttonClass("secondary")}>
          Browse critics
        </Link>
        <Link to={paths.home} className={buttonClass("secondary")}>
          Browse podcasts
        </Link>
      </div>
    </div>
  );
}
