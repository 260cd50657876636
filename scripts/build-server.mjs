// Bundles the server's own code into dist/server (packages stay in node_modules), with the CLIs in
// dist/server/cli, so a production install without dev dependencies can run them with node.
import { build } from "esbuild";

await build({
  // The import parser's worker thread is an entry of its own (src/server/services/imports/parse-off-thread.ts).
  entryPoints: {
    index: "src/server/index.ts",
    "parse-worker": "src/server/services/imports/parse-worker.ts",
    "cli/create-admin": "src/server/cli/create-admin.ts",
    "cli/import-podcasts": "src/server/cli/import-podcasts.ts",
    "cli/migrate": "src/server/cli/migrate.ts",
    "cli/generate-catalogue": "src/server/cli/generate-catalogue.ts",
  },
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
