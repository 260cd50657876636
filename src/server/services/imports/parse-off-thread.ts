import type { ImportFormat } from "@shared/constants/podcast";
import { serverWorker } from "../../lib/server-worker";
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
  const worker = serverWorker("parse-worker", "services/imports/parse-worker.ts", {
    workerData: { format, text },
  });
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
