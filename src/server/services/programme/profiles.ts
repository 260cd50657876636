import type { CriticProfile, criticProfileInputSchema } from "@shared/schemas/programme";
import { withReadableHost } from "@shared/schemas/web-links";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { criticProfiles, users } from "../../db/schema";

type ProfileInput = z.output<typeof criticProfileInputSchema>;

const EMPTY: CriticProfile = { bio: "", website: null, links: [] };

/** GET /api/critic/profile: the critic's own profile (empty until they write one). */
export async function criticProfile(db: Queryable, userId: number): Promise<CriticProfile> {
  const [row] = await db
    .select({ bio: criticProfiles.bio, website: criticProfiles.website, links: criticProfiles.links })
    .from(criticProfiles)
    .where(eq(criticProfiles.userId, userId));
  return row ?? EMPTY;
}

/** PUT /api/critic/profile: replaces the profile as a whole. */
export async function saveCriticProfile(
  db: Queryable,
  userId: number,
  input: ProfileInput,
): Promise<CriticProfile> {
  const values = { bio: input.bio, website: input.website, links: input.links, updatedAt: new Date() };
  await db
    .insert(criticProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: criticProfiles.userId, set: values });
  return { bio: input.bio, website: input.website, links: input.links };
}

/** What a public critic page shows beside the reviews: the profile and when the critic's account was made. */
export interface PublicProfile extends CriticProfile {
  /** YYYY-MM (UTC) of the account's creation: "Reviewing since" for a critic without reviews. */
  accountMonth: string;
}

/** The public profile of the critic whose page has this slug (found by the caller); one indexed query. */
export async function publicProfile(db: Queryable, slug: string): Promise<PublicProfile> {
  const [row] = await db
    .select({
      accountMonth: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM')`,
      bio: criticProfiles.bio,
      website: criticProfiles.website,
      links: criticProfiles.links,
    })
    .from(users)
    .leftJoin(criticProfiles, eq(criticProfiles.userId, users.id))
    .where(eq(users.slug, slug));
  // Saved before look-alike hosts were written as punycode: shown as they are saved now.
  return {
    accountMonth: row?.accountMonth ?? "",
    bio: row?.bio ?? "",
    website: row?.website ? withReadableHost(row.website) : null,
    links: (row?.links ?? []).map((link) => ({ ...link, url: withReadableHost(link.url) })),
  };
}

/**
 * The first sentence of a bio, for a page's description: up to the first `.`, `!` or `?` followed by a
 * space or the end (after at least 10 characters), or the first line; at most 200 characters (cut at a word). Empty for an empty bio.
 */
export function firstSentence(bio: string): string {
  const line = bio.trim().split("\n")[0]!.trim();
  // At least 10 characters before the stop, so that "Dr. Lee …" is not a sentence of its own.
  const sentence = /^.{10,}?[.!?](?=\s|$)/u.exec(line)?.[0] ?? line;
  if (sentence.length <= 200) return sentence;
  const cut = sentence.slice(0, 199);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100))}…`;
}
