// Writes .gz and .br next to each built client file so the server can send them without compressing per request.
// First it moves the source maps out of dist/client into dist/sourcemaps/client (same paths), where the
// server never serves them: they are for the operator's error tracker (issue 51 item 5).
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "dist/client";
const maps = "dist/sourcemaps/client";
const compressible = /\.(js|css|html|svg|json|txt)$/;

async function* files(dir, pattern = compressible) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, pattern);
    else if (pattern.test(entry.name)) yield full;
  }
}

await rm(maps, { recursive: true, force: true });
for await (const file of files(root, /\.map$/)) {
  const to = path.join(maps, path.relative(root, file));
  await mkdir(path.dirname(to), { recursive: true });
  await rename(file, to);
}

for await (const file of files(root)) {
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
