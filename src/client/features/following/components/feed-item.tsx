import { FullReviewLink, ReadMoreButton, useSnippet } from "@client/components/snippet-controls";
import { SpoilerText } from "@client/components/spoiler-text";
import { Badge } from "@client/components/ui/badge";
import { StarRating } from "@client/components/ui/star-rating";
import { formatListDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { FeedItem } from "@shared/schemas/following";

const LINK = "rounded-sm underline-offset-4 hover:text-accent-hover hover:underline";
const TEXT = "max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed";

/** The review's text: the first sentences until "Read more"; a spoiler behind its disclosure, as everywhere. */
function ItemText({ item }: { item: FeedItem }) {
  const snippet = useSnippet(item.text);
  if (item.containsSpoilers)
    return (
      <SpoilerText>
        <p className={TEXT}>{item.text}</p>
      </SpoilerText>
    );
  return (
    <>
      <p id={snippet.id} className={TEXT}>
        {snippet.text}
      </p>
      {snippet.truncated && <ReadMoreButton snippet={snippet} />}
    </>
  );
}

/** A followed podcast's new episode: its page, the podcast's, when it arrived, its notes and its audio. */
function EpisodeCard({ item }: { item: FeedItem }) {
  return (
    <article
      aria-label={`New episode of ${item.podcastTitle}: ${item.title ?? ""}`}
      className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0"
      data-testid="feed-item"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base font-semibold wrap-anywhere text-fg">
          <Link to={paths.episode(item.episodeId ?? item.id)} className={LINK}>
            {item.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted wrap-anywhere">
          <Badge tone="neutral">New episode</Badge>
          <span>
            of{" "}
            {item.podcastId !== null ? (
              <Link to={paths.podcast(item.podcastId)} className={`font-medium text-fg ${LINK}`}>
                {item.podcastTitle}
              </Link>
            ) : (
              item.podcastTitle
            )}
          </span>
          <span aria-hidden>·</span>
          <time dateTime={item.publishedAt}>{formatListDate(item.publishedAt)}</time>
        </p>
      </div>
      {item.text && <ItemText item={item} />}
      {item.url && (
        <FullReviewLink url={item.url} context={`${item.title ?? "the episode"} of ${item.podcastTitle}`}>
          Listen
        </FullReviewLink>
      )}
    </article>
  );
}

/**
 * One item of the Following feed: whose review (the critic's page, where they have one), of which podcast
 * (its page) and, for a review of one episode, that episode's page; stars, the text and when it arrived.
 * A new episode has a card of its own.
 */
export function FeedItemCard({ item }: { item: FeedItem }) {
  if (item.kind === "episode") return <EpisodeCard item={item} />;
  const critic = item.kind === "critic-review";
  const by =
    item.criticSlug !== null ? (
      <Link to={paths.critic(item.criticSlug)} className={`font-medium text-fg ${LINK}`}>
        {item.by}
      </Link>
    ) : (
      <span className="font-medium text-fg">{item.by}</span>
    );
  return (
    <article
      aria-label={`${critic ? "Critic review" : "Review"} of ${item.podcastTitle} by ${item.by}`}
      className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0"
      data-testid="feed-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-base font-semibold wrap-anywhere text-fg">
            {item.podcastId !== null ? (
              <Link to={paths.podcast(item.podcastId)} className={LINK}>
                {item.podcastTitle}
              </Link>
            ) : (
              item.podcastTitle
            )}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted wrap-anywhere">
            <Badge tone={critic ? "accent" : "neutral"}>{critic ? "Critic" : "Member"}</Badge>
            <span>by {by}</span>
            <span aria-hidden>·</span>
            <time dateTime={item.publishedAt}>{formatListDate(item.publishedAt)}</time>
          </p>
        </div>
        {item.rating !== null ? (
          <StarRating value={item.rating} size="sm" className="mt-0.5" />
        ) : (
          <span className="text-sm text-fg-muted">Not rated</span>
        )}
      </div>
      {item.episodeId !== null && (
        <Link
          to={paths.episode(item.episodeId)}
          className={`inline-flex min-h-11 items-center self-start text-sm text-fg-secondary md:min-h-9 ${LINK}`}
        >
          A review of one episode
        </Link>
      )}
      {item.title && <p className="font-medium wrap-anywhere text-fg">{item.title}</p>}
      <ItemText item={item} />
      {item.url && (
        <FullReviewLink url={item.url} context={`by ${item.by} of ${item.podcastTitle}`}>
          Read the full review
        </FullReviewLink>
      )}
    </article>
  );
}
