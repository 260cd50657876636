// Bundles the server's own code into dist/server (packages stay in node_modules).
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/index.ts"],
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
