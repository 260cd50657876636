import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPodcast, validReview } from "../test/catalogue-fixtures";
import { validSubmission } from "../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../test/critic-fixtures";

/**
 * Issue 48 item 11: texts a person writes refuse control, non-character and bidi-override characters with
 * a 400 that names the field: critic review snippets (which answered 201 and reached the Atom feed) as
 * well as audience reviews, notes and profiles. Line breaks and tabs stay where a text has lines.
 */
let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

const HIDDEN = ["\u0008", "\u001b", "\ufffe", "\uffff", "\u202e", "\u2066", "\u007f"];
const snippet = (char: string) =>
  `A careful review of a long series.${char} It holds up well across every episode.`;

describe("characters that hide", () => {
  const named = HIDDEN.map((char) => [
    `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
    char,
  ]);
  it.each(named)("refuse %s in a critic review snippet, naming the field", async (_name, char) => {
    const { client } = await t.critic();
    const res = await client.post("/api/airtable/reviews", validSubmission({ snippet: snippet(char) }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.message).toMatch(
      /^The field snippet must not contain control, non-character or text-direction characters/,
    );
    expect(Object.keys(res.body.errors)).toEqual(["snippet"]);
  });

  it("refuse them in a critic review's edit, and keep line breaks", async () => {
    const { client } = await t.critic();
    const created = await client.post("/api/airtable/reviews", validSubmission());
    expect(created.status).toBe(201);
    await t.deliver();
    const [review] = (
      await client.get(`/api/critic-reviews/${encodeURIComponent(created.body.review.reviewer)}`)
    ).body as { id: string }[];
    const refused = await client.patch(`/api/critic-reviews/${review!.id}`, { snippet: snippet("\u202e") });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty("snippet");
    const lines = await client.patch(`/api/critic-reviews/${review!.id}`, {
      snippet: "First line of the review.\nSecond line, after a break.\tTabbed.",
    });
    expect(lines.status).toBe(200);
  });

  it("refuse them in audience reviews and profiles, naming the field", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client, user } = await t.signedIn();
    const review = await client.post("/api/reviews", {
      ...validReview(podcast.id),
      content: "Good show \u001b[31m and more to say about it.",
    });
    expect(review.status).toBe(400);
    expect(review.body.errors).toHaveProperty("content");
    const profile = await client.patch(`/api/users/${user.id}`, {
      name: "Fine Name",
      location: "Town\u202e",
    });
    expect(profile.status).toBe(400);
    expect(profile.body.errors).toHaveProperty("location");
  });
});
