// The production client bundle from Vite's manifest (dist/client/.vite/manifest.json): the first page is
// the entry chunk, its static imports and their CSS; a route chunk is a lazy page with whatever it loads
// that the first page has not.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./config.mjs";

function sizes(dist, files) {
  const out = { jsBytes: 0, jsGzipBytes: 0, cssBytes: 0, cssGzipBytes: 0, files: [...files].sort() };
  for (const file of files) {
    const data = readFileSync(path.join(dist, file));
    const gzip = gzipSync(data, { level: 9 }).length;
    if (file.endsWith(".js")) {
      out.jsBytes += data.length;
      out.jsGzipBytes += gzip;
    } else if (file.endsWith(".css")) {
      out.cssBytes += data.length;
      out.cssGzipBytes += gzip;
    }
  }
  return out;
}

/** Every file a chunk brings in through static imports (itself included), with their CSS. */
function closure(manifest, key, seen = new Set()) {
  const files = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** A page's chunk (a route's module), as opposed to code fetched on interaction or in the background. */
export const isPageChunk = (route) => /(^|\/)(pages\/|home\/home-page$)/.test(route);

export function measureBundle(dist = path.join(root, "dist/client")) {
  const file = path.join(dist, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const firstFiles = closure(manifest, entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const own = [...closure(manifest, k)].filter((f) => !firstFiles.has(f));
      return { route: k.replace(/^.*?features\//, "").replace(/\.tsx?$/, ""), ...sizes(dist, own) };
    })
    .sort((a, b) => b.jsBytes - a.jsBytes);
  return { firstPage: sizes(dist, firstFiles), routes };
}
