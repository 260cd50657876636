import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportFormat } from "@shared/constants/podcast";
import { fromRoot, runsBuilt } from "../../lib/project-root";
import { PARSERS } from "./parsers";
import { ImportFileError, type RawRecord } from "./records";

/** Files from this size up are parsed in a worker thread; smaller ones take less than starting one. */
export const OFF_THREAD_BYTES = 512 * 1024;

/** What the worker sends: batches of records, then `done`; or one file error or crash. */
interface WorkerMessage {
  batch?: RawRecord[];
  done?: true;
  fileError?: string;
  crash?: string;
}

/**
 * Parses an import file into records. A large file is parsed in a worker thread, so the server keeps
 * answering other requests meanwhile (parsing 10 MB takes a second or more of CPU).
 */
export async function parseImportFile(format: ImportFormat, text: string): Promise<RawRecord[]> {
  if (text.length < OFF_THREAD_BYTES) return PARSERS[format](text);
  const worker = runsBuilt
    ? new Worker(fromRoot("dist/server/parse-worker.js"), { workerData: { format, text } })
    : // From source, the worker registers tsx itself (a worker does not inherit the parent's loaders).
      new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(
          pathToFileURL(fromRoot("src/server/services/imports/parse-worker.ts")).href,
        )}); })`,
        { eval: true, workerData: { format, text } },
      );
  try {
    const records: RawRecord[] = [];
    const answer = await new Promise<WorkerMessage>((resolve, reject) => {
      worker.on("message", (message: WorkerMessage) => {
        if (message.batch) for (const record of message.batch) records.push(record);
        else resolve(message);
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`import parser stopped (exit code ${code})`)));
    });
    if (answer.fileError !== undefined) throw new ImportFileError(answer.fileError);
    if (!answer.done) throw new Error(`import parser failed: ${answer.crash}`);
    return records;
  } finally {
    void worker.terminate();
  }
}
