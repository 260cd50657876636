// npm run bench:serialization: what writing an answer costs. Production writes it with a serialiser
// compiled from the route's schema (fast-json-stringify, decision 0076); tests and development also check
// it against the schema (contractDrift) and against JSON.stringify. Measures each on the largest read answers.
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import { compileAnswerWriter } from "../src/server/http/answer-serializer";
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
  episodeId: null,
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
  const write = compileAnswerWriter(schema);
  const drift = contractDrift(schema, JSON.parse(JSON.stringify(answer)));
  if (drift) throw new Error(`${name}: the sample answer does not match its schema: ${drift}`);
  if (!isDeepStrictEqual(JSON.parse(write(answer)), JSON.parse(JSON.stringify(answer))))
    throw new Error(`${name}: the compiled serialiser writes something else than JSON.stringify`);
  const compiled = perCall(() => write(answer));
  const plain = perCall(() => JSON.stringify(answer));
  const checked = perCall(() => {
    const json = JSON.stringify(answer);
    if (contractDrift(schema, JSON.parse(json))) throw new Error("drift");
    return json;
  }, 5_000);
  console.info(
    `${name}: production (compiled) ${compiled.toFixed(1)} µs per answer; JSON.stringify ` +
      `${plain.toFixed(1)} µs; JSON.stringify with the test-mode contract check ${checked.toFixed(1)} µs`,
  );
}
