import { criticPagePath } from "@shared/schemas/critic";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { xmlText } from "../feeds/atom";

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the leaderboard takes one. */
const MAX_CRITICS = 49_999;

/** The public pages' paths, robots.txt and the sitemap's address. */
export const SITEMAP_PATH = "/sitemap.xml";
export const LEADERBOARD_PATH = "/critics";

interface Entry {
  loc: string;
  lastmod: string | null;
}

const urlElement = ({ loc, lastmod }: Entry) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;

/**
 * GET /sitemap.xml: the leaderboard and every active critic's page, each with the last day its page
 * changed as its lastmod: the date of the critic's newest review it shows (not hidden; under any name they
 * held) or the day they last edited their profile, whichever is later (UTC). One indexed max per name
 * (critic_reviews_reviewer_listed_idx) and the profile's row.
 */
export async function sitemapXml(ctx: AppContext): Promise<string> {
  const critics = await ctx.db.execute<{ slug: string; lastmod: string | null }>(sql`
    select u.slug, greatest((
      select max(r.date) from critic_names_held h join critic_reviews r on r.reviewer = h.critic_name
      where h.user_id = u.id and r.hidden_at is null
    ), (select (p.updated_at at time zone 'UTC')::date from critic_profiles p where p.user_id = u.id))::text
      as lastmod
    from users u
    where u.status = 'active' and u.slug is not null and u.critic_name is not null
    order by u.slug collate "C"
    limit ${MAX_CRITICS}`);
  const base = ctx.config.appUrl;
  const entries: Entry[] = [
    { loc: `${base}${LEADERBOARD_PATH}`, lastmod: null },
    ...critics.rows.map((c) => ({ loc: `${base}${criticPagePath(c.slug)}`, lastmod: c.lastmod })),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map(urlElement),
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * robots.txt: the public pages are the sign-in page, the leaderboard, the critics' pages and title cards;
 * everything else needs an account, and reset links must never be crawled. It names the sitemap.
 */
export const robotsTxt = (appUrl: string) =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /critic/",
    "Disallow: /profile",
    "Disallow: /podcasts/",
    "Disallow: /reset-password/",
    "",
    `Sitemap: ${appUrl}${SITEMAP_PATH}`,
    "",
  ].join("\n");
