import type { EpisodeDetail } from "@shared/schemas/episode";
import { RATING_VALUES } from "@shared/constants/podcast";

/** ISO 8601 duration, e.g. PT1H2M3S. */
const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;

/** The episode as schema.org's PodcastEpisode, part of its PodcastSeries, with its audience rating. */
export function episodeJsonLd(episode: EpisodeDetail) {
  return {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    name: episode.title,
    ...(episode.description ? { description: episode.description } : {}),
    ...(episode.publishedAt ? { datePublished: episode.publishedAt } : {}),
    ...(episode.durationSeconds !== null ? { timeRequired: isoDuration(episode.durationSeconds) } : {}),
    ...(episode.number !== null ? { episodeNumber: episode.number } : {}),
    ...(episode.audioUrl
      ? {
          associatedMedia: {
            "@type": "MediaObject",
            contentUrl: episode.audioUrl,
            ...(episode.audioType ? { encodingFormat: episode.audioType } : {}),
          },
        }
      : {}),
    partOfSeries: { "@type": "PodcastSeries", name: episode.podcast.title },
    ...(episode.averageRating !== null && episode.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: episode.averageRating,
            reviewCount: episode.reviewCount,
            bestRating: RATING_VALUES.at(-1),
            worstRating: RATING_VALUES[0],
          },
        }
      : {}),
  };
}

/** The JSON-LD as a data block: `<`, `>` and `&` escaped so no feed text can close the script. */
export function EpisodeJsonLd({ episode }: { episode: EpisodeDetail }) {
  const json = JSON.stringify(episodeJsonLd(episode)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every markup character escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
