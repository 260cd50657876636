import { ratingText } from "@client/components/ui/star-rating";
import { cn } from "@client/lib/cn";
import { formatCount, formatRating, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { Podcast } from "@shared/schemas/podcast";
import { Star } from "lucide-react";
import { useId } from "react";
import { PodcastCover } from "./podcast-cover";

/** One figure as a screen reader hears it: "4.2 out of 5 stars from 3 critic reviews". */
const figureText = (average: number | null, count: number, noun: string, none: string) =>
  count === 0
    ? none
    : `${average == null ? "no rating yet" : ratingText(average)} from ${plural(count, noun)}`;

/** What a screen reader adds after the card's name (its title): both figures, each labelled. */
const ratingDescription = (podcast: Podcast) =>
  [
    podcast.publisher,
    `Critics: ${figureText(podcast.criticScore.average, podcast.criticScore.count, "critic review", "no critic reviews yet")}`,
    `Audience: ${figureText(podcast.averageRating, podcast.reviewCount, "review", "no reviews yet")}`,
  ].join(". ");

/** "Critics ★ 4.2 · 3": a label, the average (or a dash) and how many reviews it comes from. */
function Figure({ label, average, count }: { label: string; average: number | null; count: number }) {
  return (
    <p className="flex items-center gap-1.5 text-xs">
      <span className="w-15 shrink-0 text-fg-muted">{label}</span>
      <Star
        aria-hidden
        strokeWidth={1.5}
        className={cn("size-3.5 shrink-0", average == null ? "text-fg-muted/60" : "fill-star text-star")}
      />
      <span className="font-semibold tabular text-fg">{formatRating(average)}</span>
      <span className="truncate text-fg-muted tabular">· {formatCount(count)}</span>
    </p>
  );
}

export function PodcastCard({ podcast, priority = false }: { podcast: Podcast; priority?: boolean }) {
  const id = useId();
  return (
    <li className="list-item-lazy">
      <Link
        to={paths.podcast(podcast.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="group flex h-full flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-3 transition-colors duration-150 hover:border-accent/60 hover:bg-surface-2"
      >
        <PodcastCover title={podcast.title} coverImage={podcast.coverImage} priority={priority} />
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
          <div className="mt-auto flex flex-col gap-0.5 pt-1" data-testid="card-figures">
            <Figure label="Critics" average={podcast.criticScore.average} count={podcast.criticScore.count} />
            <Figure label="Audience" average={podcast.averageRating} count={podcast.reviewCount} />
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
