import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { CRITIC_NAME_HELD_BEFORE } from "../../services/admin/user-changes";
import { parseAtom } from "../../test/atom";
import { addPodcast, uniqueTitle } from "../../test/catalogue-fixtures";
import { addCriticReview, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { criticFiguresMismatches } from "../../test/critic-score";
import type { TestClient } from "../../test/test-client";

// Issue 49 item 1: a critic is a person. Renamed by an administrator, their reviews under every name count
// once, the old addresses answer 301 to the new ones, and their feed's ids stay what they were.

let t: CriticTestApp;
let admin: TestClient;
let reader: TestClient;
beforeAll(async () => {
  t = await createCriticTestApp("builtin", { env: { CRITIC_SCORE_MIN_CRITICS: "3" } });
  admin = (await t.signedIn({ role: "admin", status: "active" })).client;
  reader = (await t.signedIn({ status: "active" })).client;
});
afterAll(() => t.close());

let n = 0;
const stamp = () => `${process.pid}x${Date.now().toString(36)}${n++}`;

/** A critic with an account, and a second name for them in the critic database. */
async function renamable() {
  const base = stamp();
  const oldName = `Rena Mer ${base}`;
  const newName = `Rena Lowe ${base}`;
  const critic = await t.critic({ name: oldName });
  await t.ctx.criticDb.createCriticName({ name: newName, publication: `${newName} Weekly` });
  const [user] = await t.ctx.db.select().from(users).where(eq(users.criticName, oldName));
  const rename = () => admin.put(`/api/users/${user!.id}`, { name: newName });
  return { ...critic, user: user!, oldName, newName, oldSlug: user!.slug!, rename };
}

const review = (reviewer: string, podcast: string, rating: number, date: string) =>
  addCriticReview(t, { reviewer, podcast, rating, date });
const scoreOf = async (id: number) => (await reader.get(`/api/podcasts/${id}`)).body.criticScore;

describe("renaming a critic", () => {
  it("keeps one voice per person in the critics' score: the newest review under any of their names", async () => {
    const podcast = await addPodcast(t.ctx, { title: uniqueTitle("Serial Renamed") });
    for (const rating of [3, 3, 3]) await review(`Other ${stamp()}`, podcast.title, rating, "2025-01-10");
    const critic = await renamable();
    await review(critic.oldName, podcast.title, 5, "2025-01-01");
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.5, count: 4, minimum: 3 });

    const renamed = await critic.rename();
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.criticName).toBe(critic.newName);
    // Still four critics: the old name's review is the same person's.
    expect(await scoreOf(podcast.id)).toEqual({ average: 3.5, count: 4, minimum: 3 });
    await review(critic.newName, podcast.title, 1, "2025-02-01");
    expect(await scoreOf(podcast.id)).toEqual({ average: 2.5, count: 4, minimum: 3 });
    // The podcast page lists both reviews, under the critic's name and page as they are now.
    const listed = (await reader.get(`/api/podcasts/${podcast.id}/critic-reviews?pageSize=50`)).body;
    const theirs = listed.items.filter((i: { criticName: string }) => i.criticName === critic.newName);
    expect(theirs).toHaveLength(2);
    expect(theirs.map((i: { criticSlug: string }) => i.criticSlug)).toEqual([
      renamed.body.criticSlug,
      renamed.body.criticSlug,
    ]);

    // Suspended, none of their reviews counts, under either name; reactivated, they count once again.
    await admin.put(`/api/users/${critic.user.id}`, { status: "suspended" });
    expect(await scoreOf(podcast.id)).toEqual({ average: 3, count: 3, minimum: 3 });
    await admin.put(`/api/users/${critic.user.id}`, { status: "active" });
    expect(await scoreOf(podcast.id)).toEqual({ average: 2.5, count: 4, minimum: 3 });
    expect(await criticFiguresMismatches(t.ctx.db)).toEqual([]);
  });

  it("moves the old page, its API and its feed to the new ones (301), and keeps the feed's ids", async () => {
    const critic = await renamable();
    await review(critic.oldName, `Show ${stamp()}`, 4, "2024-03-05");
    const feedBefore = parseAtom((await t.client().get(`/critics/${critic.oldSlug}/feed.xml`)).text);
    expect(feedBefore.entries).toHaveLength(1);

    const renamed = await critic.rename();
    const newSlug = renamed.body.criticSlug as string;
    expect(newSlug).not.toBe(critic.oldSlug);
    await review(critic.newName, `Show ${stamp()}`, 2, "2025-03-05");

    for (const [from, to] of [
      [`/critics/${critic.oldSlug}`, `/critics/${newSlug}`],
      [`/critics/${critic.oldSlug}?page=2`, `/critics/${newSlug}?page=2`],
      [`/api/critics/${critic.oldSlug}?page=1&pageSize=5`, `/api/critics/${newSlug}?page=1&pageSize=5`],
      [`/critics/${critic.oldSlug}/feed.xml`, `/critics/${newSlug}/feed.xml`],
      [`/share/critics/${critic.oldSlug}`, `/share/critics/${newSlug}`],
      [`/share/critics/${critic.oldSlug}/card.png`, `/share/critics/${newSlug}/card.png`],
    ] as const) {
      const moved = await t.app.inject({ method: "GET", url: from });
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location, from).toBe(to);
    }

    // The page is the person's: their reviews under both names, counted together.
    const page = (await t.client().get(`/api/critics/${newSlug}`)).body;
    expect(page).toMatchObject({ name: critic.newName, totalReviews: 2, reviewingSince: "2024-03" });
    const feed = parseAtom((await t.client().get(`/critics/${newSlug}/feed.xml`)).text);
    expect(feed.id).toBe(feedBefore.id);
    expect(feed.entries.map((e) => e.id)).toContain(feedBefore.entries[0]!.id);
    expect(feed.entries).toHaveLength(2);
    // Each entry keeps the name it was published under; the feed is the critic's as named now.
    expect(feed.entries.map((e) => e.author.name).sort()).toEqual([critic.newName, critic.oldName].sort());
    expect(feed.title).toBe(`${critic.newName} on Critics' Corner`);
    const board = (await t.client().get("/api/critics?period=all")).body.items;
    expect(board.filter((c: { slug: string }) => [newSlug, critic.oldSlug].includes(c.slug))).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: critic.newName, count: 2 })]),
    );

    // A suspended critic's old address reveals nothing: 404, like the new one.
    await admin.put(`/api/users/${critic.user.id}`, { status: "suspended" });
    for (const url of [
      `/critics/${critic.oldSlug}`,
      `/api/critics/${critic.oldSlug}`,
      `/critics/${critic.oldSlug}/feed.xml`,
      `/share/critics/${critic.oldSlug}`,
      `/api/critics/${newSlug}`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("keeps the old name and its address for the person: nobody else is given either", async () => {
    const critic = await renamable();
    expect((await critic.rename()).status).toBe(200);
    const other = await t.createUser({ status: "pending" });
    const taken = await admin.put(`/api/users/${other.id}`, { name: critic.oldName });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: "critic_name_held_before",
      errors: { name: CRITIC_NAME_HELD_BEFORE },
    });

    // A new name whose slug is the old one's gets the next free slug: the old address stays the critic's.
    const lookalike = critic.oldName.replace("Rena Mer", "Rena-Mer");
    await t.ctx.criticDb.createCriticName({ name: lookalike, publication: `${lookalike} Weekly` });
    const assigned = await admin.put(`/api/users/${other.id}`, { name: lookalike });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.criticSlug).toBe(`${critic.oldSlug}-2`);
    const moved = await t.app.inject({ method: "GET", url: `/critics/${critic.oldSlug}` });
    expect(moved.headers.location).toBe(
      `/critics/${(await critic.client.get("/api/user")).body.user.criticSlug}`,
    );

    // Renamed back, the critic takes their old name and address again.
    const back = await admin.put(`/api/users/${critic.user.id}`, { name: critic.oldName });
    expect(back.status, back.text).toBe(200);
    expect(back.body.criticSlug).toBe(critic.oldSlug);
  });
});
