import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_HASH, AFTER_PAINT_LOADER, scriptsAfterPaint } from "./after-paint";

const BUILT = `<!doctype html><html><head>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin />
<link rel="modulepreload" crossorigin href="/assets/client-1.js">
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
<link rel="stylesheet" crossorigin href="/assets/client-1.css">
<link rel="modulepreload" crossorigin href="/assets/page-1.js" />
<link rel="preload" as="style" href="/assets/page-1.css" />
</head><body><div id="root"></div></body></html>`;

describe("scriptsAfterPaint (decision 0062)", () => {
  it("moves the entry, module preloads and page styles into the template; the paint's own files stay", () => {
    const html = scriptsAfterPaint(BUILT);
    const [head, body] = html.split("</head>");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/client-1.css">');
    expect(head).toContain('as="font"');
    expect(head).not.toMatch(/<script|modulepreload|as="style"/);
    expect(body).toContain(
      '<template id="cc-after-paint" data-entry="/assets/index-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/client-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/page-1.js" />' +
        '<link rel="preload" as="style" href="/assets/page-1.css" /></template>',
    );
    expect(body).toContain(`<script>${AFTER_PAINT_LOADER}</script>\n</body>`);
  });

  it("leaves a page without an entry script as it is", () => {
    const bare = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(scriptsAfterPaint(bare)).toBe(bare);
  });

  it("names the loader by the hash the Content-Security-Policy allows", () => {
    const hash = createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64");
    expect(AFTER_PAINT_HASH).toBe(`'sha256-${hash}'`);
    expect(AFTER_PAINT_LOADER).not.toMatch(/<\/script/i);
  });
});
