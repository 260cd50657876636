import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

/**
 * Issue 48 item 9: the share page, the title card and the milestone counted reviews a moderator hid.
 * Every count of a critic's reviews agrees with what the public can read.
 */
let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

describe("a critic's counts with a review hidden by a moderator", () => {
  it("leave it out of the share page, the card, the critic page, the leaderboard and the milestone", async () => {
    const { client, name } = await t.critic();
    for (let i = 0; i < 3; i++)
      expect(
        (await client.post("/api/airtable/reviews", validSubmission({ podcastName: `Show ${i}` }))).status,
      ).toBe(201);
    await t.deliver();
    const { criticSlug: slug, id: userId } = (await client.get("/api/session")).body.user;
    const card = async () =>
      /<meta property="og:image" content="([^"]+)">/.exec(
        (await t.client().get(`/share/critics/${slug}`)).text,
      )?.[1];
    expect(await card()).toMatch(/card\.png\?v=apprentice-listener-3$/);

    // A reader reports one of the reviews and an administrator hides it.
    const [review] = (await t.client().get(`/api/critics/${slug}`)).body.reviews.items as { id: string }[];
    const reader = await t.signedIn();
    expect(
      (await reader.client.post("/api/reports", { kind: "critic-review", id: review!.id, reason: "spam" }))
        .status,
    ).toBe(201);
    const admin = await t.signedIn({ role: "admin" });
    expect(
      (await admin.client.put(`/api/admin/reports/critic-review/${review!.id}`, { action: "hide" })).status,
    ).toBe(200);

    expect(await card()).toMatch(/card\.png\?v=cadet-critic-2$/);
    const page = (await t.client().get(`/share/critics/${slug}`)).text;
    expect(page).toContain("Rookie tier · 2 reviews.");
    expect(page).not.toContain("Apprentice Listener");
    expect((await t.client().get(`/api/critics/${slug}`)).body).toMatchObject({
      totalReviews: 2,
      title: "Cadet Critic",
    });
    const board = (await t.client().get("/api/critics?period=all")).body.items;
    expect(board.find((item: { slug: string }) => item.slug === slug)).toMatchObject({
      count: 2,
      title: "Cadet Critic",
    });
    const milestone = await admin.client.post(`/api/admin/check-milestone/${userId}`);
    expect(milestone.status).toBe(200);
    expect(milestone.body.message).toContain(`${name} has 2 reviews: title "Cadet Critic".`);
    // The critic's own count (their dashboard's title) agrees; their list still shows the hidden one.
    const info = await client.get(`/api/critic/${encodeURIComponent(name)}/info`);
    expect(info.body.total_reviews).toBe(2);
    expect((await client.get(`/api/critic/${encodeURIComponent(name)}/reviews`)).body).toHaveLength(3);

    // Restored, it counts again.
    expect(
      (await admin.client.put(`/api/admin/reports/critic-review/${review!.id}`, { action: "restore" }))
        .status,
    ).toBe(200);
    expect(await card()).toMatch(/card\.png\?v=apprentice-listener-3$/);
  });
});
