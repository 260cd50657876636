import type { CriticShareCard } from "../../services/critic/share";
import { CARD_HEIGHT, CARD_WIDTH } from "../../services/critic/title-card";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

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
  a:focus-visible { outline: 2px solid #f5a524; outline-offset: 2px; }`;

/** The public share page: the card, a sentence, and the tags that make the link unfurl as the card. */
export function sharePageHtml(card: CriticShareCard, brandName: string, homeUrl: string): string {
  const headline = `${card.criticName} is a ${card.title} on ${brandName}`;
  const summary = `${card.tierLabel} tier · ${card.reviewCount} review${card.reviewCount === 1 ? "" : "s"}. ${card.description}`;
  const alt = `${brandName} title card: ${card.criticName}, ${card.title}`;
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(headline)}</title>
<meta name="description" content="${e(summary)}">
<link rel="canonical" href="${e(card.shareUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta property="og:type" content="profile">
<meta property="og:site_name" content="${e(brandName)}">
<meta property="og:title" content="${e(headline)}">
<meta property="og:description" content="${e(summary)}">
<meta property="og:url" content="${e(card.shareUrl)}">
<meta property="og:image" content="${e(card.imageUrl)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${CARD_WIDTH}">
<meta property="og:image:height" content="${CARD_HEIGHT}">
<meta property="og:image:alt" content="${e(alt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e(headline)}">
<meta name="twitter:description" content="${e(summary)}">
<meta name="twitter:image" content="${e(card.imageUrl)}">
<meta name="twitter:image:alt" content="${e(alt)}">
<style>${STYLE}</style>
</head>
<body>
<main>
<img src="${e(card.imageUrl)}" alt="${e(alt)}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<h1>${e(headline)}</h1>
<p>${e(summary)}</p>
<a href="${e(homeUrl)}">Visit ${e(brandName)}</a>
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
