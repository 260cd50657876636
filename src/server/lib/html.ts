/** Text or an attribute value made safe to put into HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** What a shared link unfurls as: the Open Graph and Twitter card tags of a public page. */
export interface SocialMeta {
  siteName: string;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the image, with its size and a text alternative. */
  image: { url: string; width: number; height: number; alt: string };
  /** An Atom feed of the page (`<link rel="alternate">`), when it has one. */
  feed?: { title: string; url: string };
  /** The page's schema.org description, written as a JSON-LD script (seo/json-ld.ts), when it has one. */
  structuredData?: string;
}

/** The `<head>` tags of a page with this meta (escaped), after its `<title>` and description. */
export function socialMetaTags(meta: SocialMeta): string {
  const e = escapeHtml;
  return [
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="${e(meta.siteName)}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(meta.url)}">`,
    `<meta property="og:image" content="${e(meta.image.url)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${meta.image.width}">`,
    `<meta property="og:image:height" content="${meta.image.height}">`,
    `<meta property="og:image:alt" content="${e(meta.image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    `<meta name="twitter:image" content="${e(meta.image.url)}">`,
    `<meta name="twitter:image:alt" content="${e(meta.image.alt)}">`,
  ].join("\n");
}
