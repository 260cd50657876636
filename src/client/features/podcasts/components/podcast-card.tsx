import { ratingText } from "@client/components/ui/star-rating";
import { cn } from "@client/lib/cn";
import { formatCount, formatRating, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { CriticScore, Podcast } from "@shared/schemas/podcast";
import { useId } from "react";
import { criticScorePending } from "./critic-score-text";
import { PodcastCover } from "./podcast-cover";

/** The audience's figure as a screen reader hears it: "4.2 out of 5 stars from 3 reviews". */
const audienceText = (podcast: Podcast) =>
  podcast.reviewCount === 0
    ? "no reviews yet"
    : `${podcast.averageRating == null ? "no rating yet" : ratingText(podcast.averageRating)} from ${plural(podcast.reviewCount, "review")}`;

/** The critics' figure as a screen reader hears it, or what it waits for below the minimum of critics. */
const criticsText = ({ criticScore: score }: Podcast) =>
  score.average != null
    ? `${ratingText(score.average)} from ${plural(score.count, "critic")}`
    : score.count === 0
      ? "no critics' score yet"
      : criticScorePending(score);

/** What a screen reader adds after the card's name (its title): both figures, each labelled. */
const ratingDescription = (podcast: Podcast) =>
  [podcast.publisher, `Critics: ${criticsText(podcast)}`, `Audience: ${audienceText(podcast)}`].join(". ");

/** "Critics ★ 4.2 · 3": a label, the average (or a dash) and how many it comes from. */
function Figure({ label, average, count }: { label: string; average: number | null; count: number }) {
  return (
    <p className="flex items-center gap-1.5 text-xs">
      <span className="w-15 shrink-0 text-fg-muted">{label}</span>
      <span
        aria-hidden
        className={cn(
          "size-3.5 shrink-0",
          average == null ? "star-outline text-fg-muted/60" : "star-solid text-star",
        )}
      />
      <span className="font-semibold tabular text-fg">{formatRating(average)}</span>
      <span className="truncate text-fg-muted tabular">· {formatCount(count)}</span>
    </p>
  );
}

/** The critics' figure, or below the minimum of critics (but with some) what it waits for. */
function CriticsFigure({ score }: { score: CriticScore }) {
  if (score.average == null && score.count > 0) {
    return <p className="text-xs text-fg-muted">{criticScorePending(score)}</p>;
  }
  return <Figure label="Critics" average={score.average} count={score.count} />;
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
        <PodcastCover
          title={podcast.title}
          category={podcast.category}
          coverImage={podcast.coverImage}
          priority={priority}
        />
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
            <CriticsFigure score={podcast.criticScore} />
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
