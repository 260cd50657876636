import { escapeHtml, socialMetaTags } from "../../lib/html";
import { type CriticShareCard, cardSocialMeta } from "../../services/critic/share";
import { CARD_HEIGHT, CARD_WIDTH } from "../../services/critic/title-card";

const STYLE = `
  @font-face { font-family: Inter; font-weight: 400; font-display: swap; src: url("/share/fonts/inter-400.woff2") format("woff2"); }
  @font-face { font-family: Inter; font-weight: 700; font-display: swap; src: url("/share/fonts/inter-700.woff2") format("woff2"); }
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100dvh; display: flex; align-items: center; justify-content: center;
    background: #0b0d12; color: #f3f4f6; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: min(100% - 2rem, 960px); display: flex; flex-direction: column; gap: 1rem; padding: 2rem 0; }
  img { width: 100%; height: auto; border-radius: 0.75rem; border: 1px solid #2c3444; }
  h1 { margin: 0; font-size: 1.25rem; line-height: 1.3; }
  @media (min-width: 768px) { h1 { font-size: 1.5rem; } }
  p { margin: 0; color: #c9ced8; line-height: 1.5; }
  a { align-self: flex-start; color: #1a1206; background: #f5a524; padding: 0.75rem 1.25rem; border-radius: 0.5rem;
    font-weight: 600; text-decoration: none; }
  a:hover { background: #f8bb4f; }
  nav { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  a.secondary { color: #f3f4f6; background: #1a1f2b; border: 1px solid #2c3444; }
  a.secondary:hover { background: #232a38; }
  a:focus-visible { outline: 2px solid #f5a524; outline-offset: 2px; }`;

/**
 * The public share page: the card, a sentence, the tags that make the link unfurl as the card, and a
 * link to the critic's page in the app (their reviews). The critic's page is the canonical address of
 * both (search engines index one page per critic); the unfurl tags keep the share page's own address.
 */
export function sharePageHtml(card: CriticShareCard, brandName: string, homeUrl: string): string {
  const meta = cardSocialMeta(card, brandName, card.shareUrl);
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(meta.title)}</title>
<meta name="description" content="${e(meta.description)}">
<link rel="canonical" href="${e(card.pageUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${socialMetaTags(meta)}
<style>${STYLE}</style>
</head>
<body>
<main>
<img src="${e(card.imagePath)}" alt="${e(meta.image.alt)}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<h1>${e(meta.title)}</h1>
<p>${e(meta.description)}</p>
<nav>
<a href="${e(card.pageUrl)}">Read ${e(card.criticName)}'s reviews</a>
<a class="secondary" href="${e(homeUrl)}">Visit ${e(brandName)}</a>
</nav>
</main>
</body>
</html>`;
}

export function notFoundHtml(brandName: string, homeUrl: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Critic not found · ${e(brandName)}</title><style>${STYLE}</style></head>
<body><main><h1>Critic not found</h1><p>There is no critic at this address.</p>
<a href="${e(homeUrl)}">Visit ${e(brandName)}</a></main></body>
</html>`;
}
