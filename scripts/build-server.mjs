// Bundles the server's own code into dist/server (packages stay in node_modules).
import { build } from "esbuild";

await build({
  // The import parser's worker thread is an entry of its own (src/server/services/imports/parse-off-thread.ts).
  entryPoints: ["src/server/index.ts", "src/server/services/imports/parse-worker.ts"],
  entryNames: "[name]",
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
