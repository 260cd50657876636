import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { Play, Star } from "lucide-react";
import { usePodcastEpisodes } from "../api";
import { episodeFacts } from "./episode-format";
import { LoadMoreButton } from "@client/components/load-more-button";

/** The podcast page's episodes (read from its feed), newest first, with a play link to each enclosure. */
export function EpisodeList({ podcastId }: { podcastId: number }) {
  const episodes = usePodcastEpisodes(podcastId);
  const items = episodes.data?.pages.flatMap((p) => p.items) ?? [];
  const total = episodes.data?.pages[0]?.total ?? 0;
  if (episodes.isPending || episodes.isError || total === 0) return null;
  return (
    <section aria-labelledby="episodes-heading" className="flex flex-col gap-3">
      <h2 id="episodes-heading" className="text-xl font-semibold">
        Episodes <span className="text-base font-normal text-fg-muted">({total})</span>
      </h2>
      <Card className="p-0">
        <ul className="divide-y divide-border">
          {items.map((episode) => (
            <li key={episode.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link to={paths.episode(episode.id)} className="font-medium wrap-anywhere hover:underline">
                  {episode.title}
                </Link>
                <p className="text-sm text-fg-muted">
                  {episodeFacts(episode)}
                  {episode.reviewCount > 0 && (
                    <>
                      {" · "}
                      <Star aria-hidden className="inline size-3.5 align-[-2px]" />{" "}
                      {episode.averageRating?.toFixed(1)} ({episode.reviewCount}{" "}
                      {episode.reviewCount === 1 ? "review" : "reviews"})
                    </>
                  )}
                </p>
              </div>
              {episode.audioUrl && (
                <NewTabLink href={episode.audioUrl} className={buttonClass("secondary", "sm")}>
                  <Play aria-hidden /> Play
                  <span className="sr-only"> {episode.title} (opens in a new tab)</span>
                </NewTabLink>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <LoadMoreButton pages={episodes}>Load more episodes</LoadMoreButton>
    </section>
  );
}
