// Bundles the server's own code into dist/server (packages stay in node_modules), with the commands in
// dist/server/cli, and copies beside it the files the server reads at run time, so that a production
// install (`npm ci --omit=dev` after a build) runs everything with plain node and never reads src/.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { build } from "esbuild";

/** The commands, each one file: `node dist/server/cli/<name>.js`. */
const COMMANDS = [
  "create-admin",
  "import-podcasts",
  "migrate",
  "generate-catalogue",
  "backup",
  "restore",
  "send-digests",
];

/** Files read at run time, by their path under src/server; each goes to the same path under dist/server. */
const RUNTIME_FILES = ["db/migrations", "services/auth/common-passwords.txt"];

rmSync("dist/server", { recursive: true, force: true });
const result = await build({
  // Worker threads are entries of their own (src/server/lib/server-worker.ts).
  entryPoints: {
    index: "src/server/index.ts",
    "parse-worker": "src/server/services/imports/parse-worker.ts",
    "card-worker": "src/server/services/critic/card-worker.ts",
    ...Object.fromEntries(COMMANDS.map((name) => [`cli/${name}`, `src/server/cli/${name}.ts`])),
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  // Every Node the project runs on: 24 LTS, its target, and 20.19 while machines have it (package.json
  // engines). esbuild keeps only syntax that all of them read; docs/decisions/0070.
  target: ["node20.19", "node24"],
  packages: "external",
  sourcemap: true,
  metafile: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
for (const file of RUNTIME_FILES) cpSync(`src/server/${file}`, `dist/server/${file}`, { recursive: true });

// Every package the bundle imports must be a production dependency: a dev dependency works on this
// machine and fails with "Cannot find package" after `npm ci --omit=dev`.
const { dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const builtin = new Set(builtinModules);
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (!external || path.startsWith("node:") || builtin.has(path)) continue;
    if (!dependencies[packageOf(path)]) missing.add(packageOf(path));
  }
}
if (missing.size > 0) {
  console.error(
    `The server imports packages that are not production dependencies: ${[...missing].join(", ")}.\n` +
      "Move them to package.json's dependencies (npm install <name> --save-prod).",
  );
  process.exit(1);
}
