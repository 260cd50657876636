import { paths } from "@shared/routing/page-paths";
import { escapeHtml } from "../../lib/html";

const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100dvh; display: flex; align-items: center; justify-content: center;
    background: #0b0d12; color: #f3f4f6; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: min(100% - 2rem, 560px); display: flex; flex-direction: column; gap: 1rem; padding: 2rem 0; }
  h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
  p { margin: 0; color: #c9ced8; line-height: 1.5; }
  a { align-self: flex-start; color: #1a1206; background: #f5a524; padding: 0.75rem 1.25rem; border-radius: 0.5rem;
    font-weight: 600; text-decoration: none; }
  a:hover { background: #f8bb4f; }
  a:focus-visible { outline: 2px solid #f5a524; outline-offset: 2px; }`;

/** What the unsubscribe link shows: what it did (or why it could not), and the way to the profile page. */
export function unsubscribePageHtml(brand: string, appUrl: string, message: string, done: boolean): string {
  const e = escapeHtml;
  const title = done ? "Unsubscribed from the weekly digest" : "This link did not work";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · ${e(brand)}</title><style>${STYLE}</style></head>
<body><main><h1>${e(title)}</h1><p>${e(message)}</p>
<a href="${e(`${appUrl}${paths.profile}`)}">Open your profile</a></main></body>
</html>`;
}
