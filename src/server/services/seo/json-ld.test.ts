import type { CriticPage } from "@shared/schemas/critics";
import { describe, expect, it } from "vitest";
import { criticPageJsonLd, jsonLdScript } from "./json-ld";

const page: CriticPage = {
  name: "Ana </script><script>alert(1)</script>",
  slug: "ana",
  title: "Seasoned Critic",
  tier: "pro",
  totalReviews: 2,
  averageRating: 4,
  publications: ["Ear Weekly", "The Listener"],
  bio: "",
  website: "https://ana.example",
  links: [],
  reviewingSince: "2025-01",
  reviews: {
    items: [
      {
        id: "1",
        podcastTitle: "Night Shift & <Co>",
        podcastId: 7,
        publication: "Ear Weekly",
        rating: 4.5,
        date: "2025-02-01",
        snippet: "Ends with \u2028 a line separator and <!-- a comment",
        url: "https://ear.example/review",
      },
      {
        id: "2",
        podcastTitle: "Unrated Show",
        podcastId: null,
        publication: "",
        rating: null,
        date: null,
        snippet: "No stars given.",
        url: null,
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  },
} as CriticPage;

const scriptBody = (html: string) => /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1];

describe("a critic page's JSON-LD", () => {
  it("is a ProfilePage of a Person with their title, publications and rated reviews", () => {
    const data = criticPageJsonLd(page, "https://cc.example/critics/ana");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://cc.example/critics/ana",
      mainEntity: {
        "@type": "Person",
        "@id": "https://cc.example/critics/ana#critic",
        name: page.name,
        jobTitle: "Seasoned Critic",
        sameAs: ["https://ana.example"],
        affiliation: [
          { "@type": "Organization", name: "Ear Weekly" },
          { "@type": "Organization", name: "The Listener" },
        ],
      },
    });
    // Only rated reviews: a Review without a rating is not one a search engine shows. The podcast is named,
    // never given the address of its page in the app, which needs an account (issue 49 item 11).
    expect(data.hasPart).toEqual([
      {
        "@type": "Review",
        author: { "@id": "https://cc.example/critics/ana#critic" },
        itemReviewed: { "@type": "PodcastSeries", name: "Night Shift & <Co>" },
        reviewRating: { "@type": "Rating", ratingValue: 4.5, bestRating: 5, worstRating: 0.5 },
        reviewBody: page.reviews.items[0]!.snippet,
        datePublished: "2025-02-01",
        publisher: { "@type": "Organization", name: "Ear Weekly" },
        url: "https://ear.example/review",
      },
    ]);
  });

  it("is written so that no text can close the script, and parses back to the same value", () => {
    const data = criticPageJsonLd(page, "https://cc.example/critics/ana");
    const html = jsonLdScript(data);
    const body = scriptBody(html);
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(body!)).toEqual(data);
  });
});
