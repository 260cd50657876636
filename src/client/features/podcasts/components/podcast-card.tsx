import { ratingText, StarRating } from "@client/components/ui/star-rating";
import { formatRating, plural } from "@client/lib/format";
import { paths } from "@client/lib/paths";
import { Link } from "@client/lib/router";
import type { Podcast } from "@shared/schemas/podcast";
import { useId } from "react";
import { PodcastCover } from "./podcast-cover";

/** What a screen reader adds after the card's name (its title). */
const ratingDescription = (podcast: Podcast) =>
  podcast.averageRating == null || podcast.reviewCount === 0
    ? `${podcast.publisher}. No reviews yet`
    : `${podcast.publisher}. Rated ${ratingText(podcast.averageRating)} from ${plural(podcast.reviewCount, "review")}`;

export function PodcastCard({ podcast }: { podcast: Podcast }) {
  const id = useId();
  return (
    <li>
      <Link
        to={paths.podcast(podcast.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="group flex h-full flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-3 transition-colors duration-150 hover:border-accent/60 hover:bg-surface-2"
      >
        <PodcastCover title={podcast.title} coverImage={podcast.coverImage} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3
            id={`${id}-title`}
            className="line-clamp-2 font-semibold wrap-anywhere leading-snug text-fg group-hover:text-accent-hover"
          >
            {podcast.title}
          </h3>
          <p className="truncate text-sm text-fg-secondary">{podcast.publisher}</p>
          <p className="text-xs text-fg-muted">{podcast.category}</p>
          <span id={`${id}-description`} hidden>
            {ratingDescription(podcast)}
          </span>
          <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-sm">
            <StarRating value={podcast.averageRating ?? 0} size="sm" />
            <span className="font-medium tabular text-fg">{formatRating(podcast.averageRating)}</span>
            <span className="text-xs text-fg-muted tabular">({plural(podcast.reviewCount, "review")})</span>
          </div>
        </div>
      </Link>
    </li>
  );
}

export function PodcastCardSkeleton() {
  return (
    <li
      aria-hidden
      className="flex flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-3"
    >
      <div className="aspect-square w-full animate-pulse rounded-lg bg-surface-2" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-surface-2" />
      <div className="h-3 w-3/5 animate-pulse rounded bg-surface-2" />
      <div className="h-3 w-2/5 animate-pulse rounded bg-surface-2" />
    </li>
  );
}
