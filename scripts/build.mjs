// `npm run build`: always builds the client and the server, then records which sources it built
// (scripts/build-stamp.mjs), hashed before the build starts so that an edit made during it counts as new.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { STAMP, sourcesHash, writeStamp } from "./build-stamp.mjs";

const hash = sourcesHash();
rmSync(STAMP, { force: true });
for (const step of ["build:client", "build:server"]) {
  const result = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (hash) writeStamp(hash);
