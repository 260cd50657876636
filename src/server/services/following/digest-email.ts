import { paths } from "@shared/routing/page-paths";
import { criticPagePath } from "@shared/schemas/critic";
import type { FeedItem } from "@shared/schemas/following";
import { escapeHtml } from "../../lib/html";
import type { RenderedEmail } from "../mail/templates";

const SPOILER_NOTE = "(contains spoilers: read it on the site)";
const SNIPPET_MAX = 280;

const stars = (rating: number | null) => (rating === null ? "" : ` — ★ ${rating.toFixed(1)}`);
const cut = (text: string) =>
  text.length > SNIPPET_MAX ? `${text.slice(0, SNIPPET_MAX - 1).trimEnd()}…` : text;

/**
 * Where an item is read on the site: its episode's page, else its podcast's page, else its critic's page,
 * else the Following page.
 */
function itemUrl(appUrl: string, item: FeedItem): string {
  if (item.episodeId !== null) return `${appUrl}${paths.episode(item.episodeId)}`;
  if (item.podcastId !== null) return `${appUrl}${paths.podcast(item.podcastId)}`;
  if (item.criticSlug) return `${appUrl}${criticPagePath(item.criticSlug)}`;
  return `${appUrl}${paths.following}`;
}

const headline = (item: FeedItem) =>
  item.kind === "episode"
    ? `New episode of ${item.podcastTitle}`
    : `${item.by}${item.kind === "critic-review" ? " (critic)" : ""} on ${item.podcastTitle}${stars(item.rating)}`;
const body = (item: FeedItem) =>
  item.containsSpoilers ? SPOILER_NOTE : cut([item.title, item.text].filter(Boolean).join(": "));

const plural = (count: number, word: string) => `${count} new ${word}${count === 1 ? "" : "s"}`;

/** "3 new reviews and 1 new episode": what the digest shows. */
function counted(items: FeedItem[]): string {
  const episodes = items.filter((item) => item.kind === "episode").length;
  const reviews = items.length - episodes;
  const parts = [];
  if (reviews > 0 || episodes === 0) parts.push(plural(reviews, "review"));
  if (episodes > 0) parts.push(plural(episodes, "episode"));
  return parts.join(" and ");
}

/**
 * The weekly digest: what is new from what the member follows, each item linked (absolute, to APP_URL),
 * a link to the Following page and the way out. Like every e-mail to an unverified address, it carries
 * no text the member chose (services/mail/templates.ts): only what critics and members published.
 */
export function digestEmail(
  brand: string,
  appUrl: string,
  items: FeedItem[],
  more: boolean,
  unsubscribeUrl: string,
): RenderedEmail {
  const subject = `What's new from who you follow on ${brand}`;
  const following = `${appUrl}${paths.following}`;
  const profile = `${appUrl}${paths.profile}`;
  const intro = `${counted(items)} since your last digest${more ? ", and more on your Following page" : ""}:`;
  const leave = `You get this weekly digest because you follow critics or podcasts on ${brand}. Stop it with one click: ${unsubscribeUrl} (or on your profile page: ${profile}).`;
  const text = [
    "Hello,",
    intro,
    ...items.map((item) => `* ${headline(item)}\n  ${body(item)}\n  ${itemUrl(appUrl, item)}`),
    `${more ? "More" : "Everything"} on your Following page: ${following}`,
    leave,
    `— ${brand}`,
  ].join("\n\n");
  const e = escapeHtml;
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><a href="${e(itemUrl(appUrl, item))}" style="color:#111827;font-weight:600">${e(headline(item))}</a><br><span style="color:#374151">${e(body(item))}</span></li>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Inter,Arial,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><h1 style="margin:0 0 24px;font-size:20px">${e(subject)}</h1><p style="margin:0 0 16px">Hello,</p><p style="margin:0 0 16px">${e(intro)}</p><ul style="padding-left:20px;margin:0 0 16px">${list}</ul><p style="margin:24px 0"><a href="${e(following)}" style="background:#f59e0b;color:#111827;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Open your Following page</a></p><p style="margin:16px 0 0;font-size:13px;color:#6b7280">You get this weekly digest because you follow critics or podcasts on ${e(brand)}. <a href="${e(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe with one click</a>, or change it on your <a href="${e(profile)}" style="color:#6b7280">profile page</a>.</p><p style="margin:24px 0 0;color:#6b7280">— ${e(brand)}</p></div></body></html>`;
  return { subject, text, html };
}
