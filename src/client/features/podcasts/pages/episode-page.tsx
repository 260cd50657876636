import { MessagePage } from "@client/components/message-page";
import { Badge } from "@client/components/ui/badge";
import { Button, buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { LoadingRegion, SkeletonLines } from "@client/components/ui/skeleton";
import { useCurrentUser } from "@client/features/auth/api";
import { hasCode } from "@client/lib/api";
import { laterComponent } from "@client/lib/later";
import { Link, useParams } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { parsePodcastId } from "@shared/api/urls/podcasts";
import { paths } from "@shared/routing/page-paths";
import type { Review } from "@shared/schemas/review";
import { ArrowLeft, FileQuestion, PenLine, Play } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useEpisode, useEpisodeReviews } from "../api";
import { EpisodeCriticReviews } from "../components/critic-reviews";
import { episodeFacts } from "../components/episode-format";
import { EpisodeJsonLd } from "../components/episode-json-ld";
import { LoadMoreButton } from "@client/components/load-more-button";
import { ReviewList } from "../components/review-list";

const ReviewForm = laterComponent(() => import("../components/review-form").then((m) => m.ReviewForm));

function Problem({ title, children }: { title: string; children: string }) {
  return (
    <MessagePage
      icon={<FileQuestion aria-hidden className="size-7" />}
      title={title}
      homeLabel="Back to Podcasts"
    >
      <p>{children}</p>
    </MessagePage>
  );
}

/**
 * An episode (read from its podcast's feed): what it is, a play link, its critics' reviews, and the members'
 * reviews with their average (the critics' reviews are not in it, as on the podcast page).
 */
export default function EpisodePage() {
  const id = parsePodcastId(useParams().id);
  const { user } = useCurrentUser();
  const episode = useEpisode(id);
  const reviews = useEpisodeReviews(id);
  const allReviews = useMemo(() => reviews.data?.pages.flat(), [reviews.data]);
  const [form, setForm] = useState<{ review: Review | null } | null>(null);
  const missing = hasCode(episode.error, "not_found");
  useDocumentTitle(
    id === undefined
      ? "Invalid episode ID"
      : missing
        ? "Episode not found"
        : (episode.data?.title ?? "Episode"),
  );
  const canWrite = user?.status !== "suspended";
  useEffect(() => {
    if (canWrite) ReviewForm.preload();
  }, [canWrite]);

  if (id === undefined)
    return (
      <Problem title="Invalid episode ID">
        An episode's address ends in its number, like /episodes/42.
      </Problem>
    );
  if (!user) return null;
  if (episode.isPending)
    return (
      <LoadingRegion label="Loading episode" className="flex flex-col gap-4">
        <SkeletonLines lines={["h-6 w-40", "h-9 w-3/4", "h-5 w-1/3", "h-24 w-full"]} />
      </LoadingRegion>
    );
  if (episode.isError) {
    if (missing) return <Problem title="Episode not found">There is no episode with this number.</Problem>;
    return <ErrorState title="Error loading the episode." query={episode} />;
  }
  const data = episode.data;
  const mine = data.myReview;
  return (
    <div className="flex flex-col gap-6">
      <EpisodeJsonLd episode={data} />
      <Link to={paths.podcast(data.podcast.id)} className={buttonClass("ghost", "md", "-ml-3 w-fit")}>
        <ArrowLeft aria-hidden /> Back to {data.podcast.title}
      </Link>
      <Card className="flex flex-col gap-3 p-5 md:p-6">
        <p className="text-sm text-fg-muted">{data.podcast.title}</p>
        <h1 className="text-2xl font-bold wrap-anywhere md:text-3xl">{data.title}</h1>
        <p className="text-fg-secondary">{episodeFacts(data)}</p>
        {data.goneFromFeed && (
          <div>
            <Badge>No longer in the podcast's feed</Badge>
          </div>
        )}
        {data.description && (
          <p className="max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed">
            {data.description}
          </p>
        )}
        {data.audioUrl && (
          <NewTabLink href={data.audioUrl} className={buttonClass("secondary", "md", "w-fit")}>
            <Play aria-hidden /> Play episode
            <span className="sr-only"> (opens in a new tab)</span>
          </NewTabLink>
        )}
      </Card>
      <EpisodeCriticReviews episodeId={data.id} />
      <section aria-labelledby="episode-reviews-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="episode-reviews-heading" className="text-xl font-semibold">
            Reviews of this episode
          </h2>
          {canWrite && !form && (
            <Button onClick={() => setForm({ review: mine })}>
              <PenLine aria-hidden /> {mine ? "Edit Your Review" : "Review this episode"}
            </Button>
          )}
        </div>
        {/* With no review yet, the list below says so. */}
        {data.reviewCount > 0 && (
          <p className="text-fg-secondary">
            {`Average ${data.averageRating?.toFixed(1)} out of 5 from ${data.reviewCount} ${data.reviewCount === 1 ? "review" : "reviews"}.`}
          </p>
        )}
        {form && (
          <Card className="p-5">
            <h3 className="mb-4 text-lg font-semibold">
              {form.review ? "Edit Your Review" : "Review this episode"}
            </h3>
            <ReviewForm
              key={form.review?.id ?? "new"}
              podcastId={data.podcast.id}
              review={form.review}
              episodeId={data.id}
              onDone={() => setForm(null)}
            />
          </Card>
        )}
        <ReviewList
          reviews={allReviews}
          isLoading={reviews.isPending}
          isError={reviews.isError}
          viewer={user}
          onEdit={(review) => setForm({ review })}
        />
        <LoadMoreButton pages={reviews}>Load more reviews</LoadMoreButton>
      </section>
    </div>
  );
}
