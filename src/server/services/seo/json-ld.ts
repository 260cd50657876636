import type { CriticPage } from "@shared/schemas/critics";
import { RATING_VALUES } from "@shared/schemas/podcast";

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` (and the JavaScript line separators)
 * written as \u escapes, so no text a critic typed can close the script or open a comment, and the JSON
 * parses to the same value.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * A critic page as schema.org understands it: a ProfilePage whose main entity is the critic (a Person
 * with their title and publications), and the rated reviews of the page's first page as Review items
 * written by that Person, each naming the podcast it reviews (by name only: its page in the app needs an
 * account and robots.txt keeps crawlers out, so it is no address to give a search engine) and its rating
 * (0.5 to 5).
 */
export function criticPageJsonLd(page: CriticPage, pageUrl: string) {
  const person = `${pageUrl}#critic`;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: pageUrl,
    name: page.name,
    mainEntity: {
      "@type": "Person",
      "@id": person,
      name: page.name,
      jobTitle: page.title,
      url: pageUrl,
      ...(page.website ? { sameAs: [page.website] } : {}),
      affiliation: page.publications.map((name) => ({ "@type": "Organization", name })),
    },
    hasPart: page.reviews.items
      .filter((review) => review.rating !== null)
      .map((review) => ({
        "@type": "Review",
        author: { "@id": person },
        itemReviewed: { "@type": "PodcastSeries", name: review.podcastTitle },
        reviewRating: {
          "@type": "Rating",
          ratingValue: review.rating,
          bestRating: RATING_VALUES.at(-1),
          worstRating: RATING_VALUES[0],
        },
        reviewBody: review.snippet,
        ...(review.date ? { datePublished: review.date } : {}),
        ...(review.publication ? { publisher: { "@type": "Organization", name: review.publication } } : {}),
        ...(review.url ? { url: review.url } : {}),
      })),
  };
}
