// `npm run <command>` (create-admin, import-podcasts, migrate, …): from source through tsx in a checkout
// with dev dependencies, else the built file, `node dist/server/cli/<name>.js`, in a production install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const [name, ...args] = process.argv.slice(2);
const source = path.join(root, `src/server/cli/${name}.ts`);
const built = path.join(root, `dist/server/cli/${name}.js`);

let command;
if (existsSync(path.join(root, "node_modules/tsx/package.json")) && existsSync(source))
  command = ["--import", "tsx", source];
else if (existsSync(built)) command = ["--enable-source-maps", built];
else {
  console.error(`No command ${name}: neither ${built} (run npm run build) nor tsx to run its source.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [...command, ...args], { cwd: process.cwd(), stdio: "inherit" });
process.exit(result.status ?? 1);
