// Runs in a worker thread: parses one import file, so that a large file does not hold the server's event
// loop (see parse-off-thread.ts).
import { parentPort, workerData } from "node:worker_threads";
import type { ImportFormat } from "@shared/constants/podcast";
import { PARSERS } from "./parsers";
import { ImportFileError } from "./records";

/**
 * Records go back in batches: the server thread copies each message in one go, and 100,000 records in a
 * single message held it for a second; batches let other requests in between them.
 */
const BATCH = 2000;

const { format, text } = workerData as { format: ImportFormat; text: string };
try {
  const records = PARSERS[format](text);
  for (let i = 0; i < records.length; i += BATCH)
    parentPort!.postMessage({ batch: records.slice(i, i + BATCH) });
  parentPort!.postMessage({ done: true });
} catch (error) {
  parentPort!.postMessage(
    error instanceof ImportFileError ? { fileError: error.message } : { crash: String(error) },
  );
}
