// Writes .gz and .br next to each built client file so the server can send them without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "dist/client";
const compressible = /\.(js|css|html|svg|json|map|txt)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
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
