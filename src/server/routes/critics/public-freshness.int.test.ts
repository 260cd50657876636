import { afterAll, describe, expect, it } from "vitest";
import { uniqueCriticName } from "../../test/critic-data";
import { publicView, publicWrites, statementsOf, stubClientBuild } from "../../test/public-pages";
import { setUpTestApp } from "../../test/test-app";

// Issue 54 item 3 and issue 48 item 12: the public pages (the leaderboard and a critic's page, as JSON and
// as HTML) are kept in memory for signed-out visitors, and a write that changes what they show clears
// them at once, however long PUBLIC_CACHE_SECONDS is. Several instances: src/server/instances.int.test.ts.

const build = stubClientBuild();
afterAll(build.remove);
const t = setUpTestApp({
  clientDir: build.clientDir,
  serverRenderDir: build.serverRenderDir,
  env: { PUBLIC_CACHE_SECONDS: "3600" },
});

describe("public pages for signed-out visitors", () => {
  it("are answered from memory once read", async () => {
    const writes = publicWrites(t);
    const critic = await writes.critic(uniqueCriticName("Kept"));
    await writes.deliveredReview(critic.client, "Kept Show");
    const first = await publicView(t, critic.slug);
    expect(first).toMatchObject({ status: 200, htmlStatus: 200, totalReviews: 1, renderedTotalReviews: 1 });
    expect(await statementsOf(t, () => publicView(t, critic.slug))).toBe(0);
    expect(await publicView(t, critic.slug)).toEqual(first);
  });

  it("show a delivered review, a profile edit, a moderator's hide and a suspension at once", async () => {
    const writes = publicWrites(t);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const critic = await writes.critic(uniqueCriticName("Fresh"));
    await writes.deliveredReview(critic.client, "Fresh Show 1");
    expect(await publicView(t, critic.slug)).toMatchObject({ totalReviews: 1, leaderboardCount: 1 });

    await writes.deliveredReview(critic.client, "Fresh Show 2");
    const delivered = await publicView(t, critic.slug);
    expect(delivered).toMatchObject({
      totalReviews: 2,
      renderedTotalReviews: 2,
      leaderboardCount: 2,
      renderedLeaderboardCount: 2,
    });

    await writes.editBio(critic.client, "Listens to everything twice.");
    expect((await publicView(t, critic.slug)).bio).toBe("Listens to everything twice.");

    await writes.hide(admin, delivered.reviewIds[0]!);
    expect(await publicView(t, critic.slug)).toMatchObject({
      totalReviews: 1,
      renderedTotalReviews: 1,
      leaderboardCount: 1,
      renderedLeaderboardCount: 1,
    });

    await writes.suspend(admin, critic.id);
    expect(await publicView(t, critic.slug)).toMatchObject({
      status: 404,
      htmlStatus: 404,
      leaderboardCount: null,
      renderedLeaderboardCount: null,
    });
  });
});
