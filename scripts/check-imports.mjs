// The import rules of the house (ARCHITECTURE.md, "Import rules"), checked on every import of src/ as it
// resolves, type-only and dynamic ones included. `npm run lint` runs it; exits 1 with one line per breach.
//
//   node scripts/check-imports.mjs

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ALIASES = { "@shared/": "src/shared/", "@server/": "src/server/", "@client/": "src/client/" };
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The project file an import names (with its extension), or null for a package. */
export function resolveImport(root, from, specifier, exists = (file) => existsSync(path.join(root, file))) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  base = base.replace(/\.(js|mjs|ts|tsx)$/, "");
  for (const suffix of [".ts", ".tsx", "/index.ts", "/index.tsx"])
    if (exists(base + suffix)) return base + suffix;
  return null;
}

/** Every project file each file imports: `{ file: [imported, …] }`. `read(file)` gives a file's text. */
export function importGraph(files, read, resolve) {
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of read(file).matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The import cycles (Tarjan's strongly connected components of more than one file, or a self-import). */
export function importCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The server's layers, top to bottom: a file may import its own layer or one below it. */
const SERVER_LAYERS = [["routes", "http"], ["services", "jobs"], ["adapters", "db"], ["lib"]];
const serverLayer = (file) => {
  const folder = file.match(/^src\/server\/([^/]+)\//)?.[1];
  const rank = SERVER_LAYERS.findIndex((layer) => layer.includes(folder));
  return rank === -1 ? null : { folder, rank };
};

const feature = (file) => file.match(/^src\/client\/features\/([^/]+)\//)?.[1];
/** What one feature may import of another: its API hooks and its index (what it offers other features). */
const isFeatureSurface = (file) => /^src\/client\/features\/[^/]+\/(api(\.ts|\/.+)|index\.tsx?)$/.test(file);

/** The rule an import from `from` to `to` breaks, or null. */
export function importBreach(from, to) {
  if (from.startsWith("src/shared/") && !to.startsWith("src/shared/"))
    return "src/shared/ imports neither the client nor the server";
  if (from.startsWith("src/client/") && to.startsWith("src/server/"))
    return "the client never imports the server";
  if (from.startsWith("src/server/") && to.startsWith("src/client/"))
    return "the server never imports the client";
  if (/^src\/client\/(lib|components)\//.test(from) && /^src\/client\/(features|app)\//.test(to))
    return "lib/ and components/ import no feature and not the app";
  const [a, b] = [feature(from), feature(to)];
  if (a && b && a !== b && !isFeatureSurface(to))
    return `a feature imports another feature's internals (only its api.ts, api/ or index.ts)`;
  const [above, below] = [serverLayer(from), serverLayer(to)];
  if (above && below && below.rank < above.rank)
    return `server layers import downwards (routes, http → services, jobs → adapters, db → lib): ${above.folder}/ imports ${below.folder}/`;
  return null;
}

/** Every breach of the rules in `graph`, as lines to print. */
export function importProblems(graph, { skip = () => false } = {}) {
  const problems = [];
  for (const [from, targets] of graph) {
    if (skip(from)) continue;
    for (const to of targets) {
      const breach = importBreach(from, to);
      if (breach) problems.push(`${from} → ${to}: ${breach}`);
    }
  }
  for (const cycle of importCycles(graph)) problems.push(`import cycle: ${cycle.join(" ⇄ ")}`);
  return problems;
}

/** The rules applied to the project at `root` (tests may reach into what they test, so they are skipped). */
export function checkProject(root) {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "src"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && existsSync(path.join(root, file)));
  const graph = importGraph(
    files,
    (file) => readFileSync(path.join(root, file), "utf8"),
    (from, specifier) => resolveImport(root, from, specifier),
  );
  return importProblems(graph, {
    skip: (file) => /\.test\.tsx?$/.test(file) || file.startsWith("src/server/test/"),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkProject(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} import rule(s) broken: see ARCHITECTURE.md, "Import rules".`);
    process.exit(1);
  }
}
