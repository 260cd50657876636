// Runs in a worker thread: parses one import file, so that a large file does not hold the server's event
// loop (see parse-off-thread.ts).
import { parentPort, workerData } from "node:worker_threads";
import type { ImportFormat } from "@shared/schemas/podcast";
import { PARSERS } from "./parsers";
import { ImportFileError } from "./records";

const { format, text } = workerData as { format: ImportFormat; text: string };
try {
  parentPort!.postMessage({ records: PARSERS[format](text) });
} catch (error) {
  parentPort!.postMessage(
    error instanceof ImportFileError ? { fileError: error.message } : { crash: String(error) },
  );
}
