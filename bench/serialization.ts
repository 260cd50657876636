// npm run bench:serialization: what the API contract costs per answer. Production sends JSON.stringify
// of the handler's answer (as before the contract); tests and development also check the JSON sent
// against the route's schema (contractDrift). Measures both on the largest read answers.
import { performance } from "node:perf_hooks";
import { contractDrift } from "../src/server/http/responses";
import { API } from "../src/shared/api/contract";

const podcast = (id: number) => ({
  id,
  title: `Podcast number ${id} with a fairly long title`,
  publisher: "A Publisher of Podcasts",
  description: "A description of the podcast. ".repeat(12),
  category: "Comedy" as const,
  tags: ["fun", "weekly", "interviews"],
  coverImage: `/api/podcasts/${id}/cover.svg`,
  website: "https://example.com/",
  listenUrl: null,
  averageRating: 4.2,
  reviewCount: 1234,
  criticScore: { average: 3.9, count: 12, minimum: 3 },
});
const review = (id: number) => ({
  id,
  userId: id,
  podcastId: 1,
  title: "A review title",
  content: "What I thought of it. ".repeat(20),
  rating: 4.5,
  containsSpoilers: false,
  hidden: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  user: { id, name: "Reviewer Name", username: `reviewer_${id}` },
});
const cases = [
  {
    name: "GET /api/podcasts (24 podcasts)",
    schema: API["GET /api/podcasts"][200],
    answer: {
      items: Array.from({ length: 24 }, (_, i) => podcast(i + 1)),
      page: 1,
      pageSize: 24,
      total: 1_000_000,
      totalCapped: false,
      totalPages: 41_667,
      totalReviews: 10_000_000,
    },
  },
  {
    name: "GET /api/podcasts/:id/reviews (50 reviews)",
    schema: API["GET /api/podcasts/:id/reviews"][200],
    answer: Array.from({ length: 50 }, (_, i) => review(i + 1)),
  },
];

function perCall(fn: () => unknown, rounds = 20_000): number {
  for (let i = 0; i < 1000; i++) fn();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) fn();
  return ((performance.now() - start) * 1000) / rounds;
}

for (const { name, schema, answer } of cases) {
  const production = perCall(() => JSON.stringify(answer));
  const checked = perCall(() => {
    const json = JSON.stringify(answer);
    if (contractDrift(schema, JSON.parse(json))) throw new Error("drift");
    return json;
  }, 5_000);
  console.info(
    `${name}: production ${production.toFixed(1)} µs per answer (JSON.stringify only); ` +
      `with the test-mode contract check ${checked.toFixed(1)} µs`,
  );
}
