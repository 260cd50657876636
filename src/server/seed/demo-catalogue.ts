import { randomBytes } from "node:crypto";
import { podcastInputSchema } from "@shared/schemas/podcast";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { podcasts, reviews, users } from "../db/schema";
import { titleKeyOf } from "../services/podcasts/admin-podcasts";
import { recomputeAllAggregates } from "../services/podcasts/aggregates";
import { createUser } from "../services/users/create-user";
import { DEMO_PODCASTS } from "./demo-catalogue-data";
import { DEMO_REVIEW_TEXTS } from "./demo-review-texts";

/** Listeners whose reviews make the demo catalogue look alive. They cannot sign in (random passwords). */
const DEMO_REVIEWERS = [
  ["maya.listens", "Maya Okafor"],
  ["theo_audio", "Theo Lindqvist"],
  ["priya.pods", "Priya Raman"],
  ["sam_on_air", "Sam Whitfield"],
  ["lucia.hears", "Lucía Torres"],
  ["ben_headphones", "Ben Adeyemi"],
  ["nora.notes", "Nora Fischer"],
  ["kai_commutes", "Kai Nakamura"],
  ["ellie.earworm", "Ellie Brennan"],
  ["omar_tunes_in", "Omar Haddad"],
  ["grace.gab", "Grace Liu"],
  ["felix.freq", "Felix Moreau"],
] as const;

/** A small deterministic generator, so every demo database gets the same reviews. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ratings lean positive, as they do for well-known shows. */
const RATING_WEIGHTS: [number, number][] = [
  [5, 18],
  [4.5, 20],
  [4, 22],
  [3.5, 14],
  [3, 10],
  [2.5, 6],
  [2, 4],
  [1.5, 3],
  [1, 2],
  [0.5, 1],
];

function pickRating(next: () => number): number {
  const total = RATING_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let roll = next() * total;
  for (const [rating, weight] of RATING_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return rating;
  }
  return 4;
}

function listenUrl(title: string): string {
  return `https://podcasts.apple.com/us/search?term=${encodeURIComponent(title)}`;
}

async function seedPodcasts(db: Database): Promise<void> {
  const rows = DEMO_PODCASTS.map(([title, publisher, category, tags, website, description]) => {
    const values = podcastInputSchema.parse({
      title,
      publisher,
      category,
      description,
      tags: tags.split(",").map((t) => t.trim()),
      website,
      listenUrl: listenUrl(title),
    });
    return { ...values, titleKey: titleKeyOf(title, publisher) };
  });
  await db.insert(podcasts).values(rows).onConflictDoNothing();
}

async function seedReviews(db: Database): Promise<void> {
  const next = random(20250525);
  const reviewerIds: number[] = [];
  for (const [username, name] of DEMO_REVIEWERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username}`);
    const id =
      existing?.id ??
      (
        await createUser(db, {
          username,
          name,
          password: randomBytes(24).toString("base64url"),
          role: "critic",
          status: "active",
        })
      ).id;
    reviewerIds.push(id);
  }
  const catalogue = await db
    .select({ id: podcasts.id, title: podcasts.title })
    .from(podcasts)
    .orderBy(podcasts.id);
  const now = Date.now();
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const podcast of catalogue) {
    // Most shows get a few reviews, some many, a handful none (so empty states exist too).
    const count = next() < 0.06 ? 0 : Math.min(reviewerIds.length, 1 + Math.floor(next() * next() * 6));
    const shuffled = [...reviewerIds].sort(() => next() - 0.5).slice(0, count);
    for (const userId of shuffled) {
      const rating = pickRating(next);
      const bucket = rating >= 4 ? "high" : rating >= 2.5 ? "mid" : "low";
      const texts = DEMO_REVIEW_TEXTS[bucket];
      const text = texts[Math.floor(next() * texts.length)]!;
      const createdAt = new Date(now - Math.floor(next() * 150 * 86_400_000));
      rows.push({
        userId,
        podcastId: podcast.id,
        rating,
        title: text.title,
        content: text.content.replaceAll("{title}", podcast.title),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(reviews)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}

/**
 * The demo catalogue and its reviews, added once: podcasts when the catalogue is empty, reviews when the
 * demo listeners do not exist yet (so deleting reviews later does not bring them back on a restart).
 */
export async function seedDemoCatalogue(db: Database): Promise<void> {
  const [state] = await db
    .select({
      podcasts: sql<number>`(select count(*)::int from ${podcasts})`,
      listeners: sql<number>`(select count(*)::int from ${users} where lower(${users.username}) = ${DEMO_REVIEWERS[0][0]})`,
    })
    .from(sql`(select 1) one`);
  const seedCatalogue = state!.podcasts === 0;
  const seedListeners = state!.listeners === 0;
  if (!seedCatalogue && !seedListeners) return;
  if (seedCatalogue) await seedPodcasts(db);
  if (seedListeners) await seedReviews(db);
  await recomputeAllAggregates(db);
}
