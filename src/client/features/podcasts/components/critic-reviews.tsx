import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { StarRating } from "@client/components/ui/star-rating";
import { formatRating, plural } from "@client/lib/format";
import type { Paged, PodcastCriticReview } from "@shared/schemas/critics";
import type { CriticScore } from "@shared/schemas/podcast";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { useEpisodeCriticReviews, usePodcastCriticReviews } from "../api";
import { CriticReviewItem, CriticReviewsSkeleton } from "./critic-review-item";
import { criticScorePending } from "./critic-score-text";
import { LoadMoreButton } from "@client/components/load-more-button";

/**
 * The critics' figure: always labelled as theirs, never merged with the audience's. Below the minimum of
 * critics it says how many there are so far instead.
 */
function CriticScoreFigure({ score }: { score: CriticScore }) {
  if (score.average == null) {
    return (
      <p className="text-lg font-semibold text-fg" data-testid="critic-score-pending">
        {criticScorePending(score)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-5xl font-bold tabular text-fg">
        <span className="sr-only">Critics' score </span>
        {formatRating(score.average)}
      </p>
      <div className="flex flex-col gap-1">
        <StarRating value={score.average} />
        <p className="text-sm text-fg-muted tabular" data-testid="critic-score-count">
          Based on {plural(score.count, "critic")}
        </p>
      </div>
    </div>
  );
}

interface CriticsCardProps {
  intro: string;
  empty: string;
  reviews: UseInfiniteQueryResult<InfiniteData<Paged<PodcastCriticReview>>>;
  /** The podcast's list names each review's episode; an episode's own list does not. */
  showEpisode: boolean;
  /** Above the list (the podcast's critics' score). */
  figure?: (items: PodcastCriticReview[] | undefined) => ReactNode;
}

/** A Critics section: its critic reviews shown, newest first, a page at a time. */
function CriticsCard({ intro, empty, reviews, showEpisode, figure }: CriticsCardProps) {
  const items = reviews.data?.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="critics-heading">
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="critics-heading" className="text-xl font-semibold">
            Critics
          </h2>
          <p className="text-sm text-fg-muted">{intro}</p>
        </div>
        {figure?.(items)}
        {reviews.isError ? (
          <ErrorState title="Could not load critic reviews" query={reviews} />
        ) : reviews.isPending || !items ? (
          <CriticReviewsSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-8 text-center">
            <Newspaper aria-hidden className="size-8 text-fg-muted" />
            <p className="text-fg-secondary">{empty}</p>
          </div>
        ) : (
          <ul
            aria-label="Critic reviews"
            className="flex flex-col divide-y divide-border border-t border-border"
          >
            {items.map((review) => (
              <CriticReviewItem key={review.id} review={review} showEpisode={showEpisode} />
            ))}
          </ul>
        )}
        <LoadMoreButton pages={reviews}>Load more critic reviews</LoadMoreButton>
      </Card>
    </section>
  );
}

/**
 * The podcast page's Critics section: the critics' score (kept on the podcast row; each critic counts once)
 * and every linked critic review shown, each with the episode it is about if it names one.
 */
export function CriticReviews({ podcastId, score }: { podcastId: number; score: CriticScore }) {
  return (
    <CriticsCard
      intro="What professional critics wrote about this podcast."
      empty="No critic reviews yet."
      reviews={usePodcastCriticReviews(podcastId)}
      showEpisode
      figure={(items) => (score.count > 0 || Boolean(items?.length)) && <CriticScoreFigure score={score} />}
    />
  );
}

/**
 * The episode page's Critics section (issue 52 item 4): the critic reviews of this episode, apart from the
 * members' reviews and their average. The critics' score stays the podcast's (its page shows it).
 */
export function EpisodeCriticReviews({ episodeId }: { episodeId: number }) {
  return (
    <CriticsCard
      intro="What professional critics wrote about this episode."
      empty="No critic has reviewed this episode yet."
      reviews={useEpisodeCriticReviews(episodeId)}
      showEpisode={false}
    />
  );
}
