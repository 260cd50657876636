import { Button } from "@client/components/ui/button";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { CheckCircle2, Unlink } from "lucide-react";
import type { Ref } from "react";

/** A link made on this visit: what it linked, to undo a wrong pick at once. */
export interface RecentLink {
  /** The API ids of the reviews linked, the one picked first. */
  ids: string[];
  podcastName: string;
  podcastId: number;
  podcastTitle: string;
}

interface RecentlyLinkedProps {
  links: RecentLink[];
  pendingKey: string | null;
  onUnlink: (link: RecentLink) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export const recentKey = (link: RecentLink) => link.ids[0] ?? "";

/** "Linked just now": each link made on this page, with the podcast and an Unlink button. */
export function RecentlyLinked({ links, pendingKey, onUnlink, headingRef }: RecentlyLinkedProps) {
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="recently-linked"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-success/40 bg-success/5 p-4"
    >
      <h2
        id="recently-linked"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold outline-none focus-visible:outline-2 focus-visible:outline-accent"
      >
        <CheckCircle2 aria-hidden className="size-5 text-success" /> Linked just now
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li
            key={recentKey(link)}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="min-w-0 wrap-anywhere">
              “{link.podcastName}” →{" "}
              <Link to={paths.podcast(link.podcastId)} className="font-medium text-accent hover:underline">
                {link.podcastTitle}
              </Link>
              <span className="text-fg-muted">
                {" "}
                · {link.ids.length} {link.ids.length === 1 ? "review" : "reviews"}
              </span>
            </p>
            <Button
              variant="outline"
              size="md"
              className="self-start sm:self-auto"
              aria-disabled={pendingKey === recentKey(link) || undefined}
              onClick={() => pendingKey !== recentKey(link) && onUnlink(link)}
              aria-label={`Unlink “${link.podcastName}” from ${link.podcastTitle}`}
            >
              <Unlink aria-hidden /> {pendingKey === recentKey(link) ? "Unlinking…" : "Unlink"}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
