import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { fromRoot, runsBuilt } from "./project-root";

/**
 * A worker thread running one of the server's worker entries: the bundle `dist/server/<name>.js` when the
 * server runs built (scripts/build-server.mjs bundles each entry), else its source, `src/server/<source>`,
 * through tsx, which the worker registers itself (a worker does not inherit the parent's loaders).
 */
export function serverWorker(name: string, source: string, options: WorkerOptions = {}): Worker {
  if (runsBuilt) return new Worker(fromRoot(`dist/server/${name}.js`), options);
  const url = pathToFileURL(fromRoot("src/server", source)).href;
  return new Worker(
    `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`,
    { ...options, eval: true },
  );
}
