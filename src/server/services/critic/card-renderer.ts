import type { Worker } from "node:worker_threads";
import { HttpError } from "../../lib/http-error";
import { serverWorker } from "../../lib/server-worker";
import type { TitleCardInput } from "./title-card";

/** Cards waiting for the worker beyond which a request is turned away (503) instead of queued. */
const MAX_WAITING = 100;
/** The worker stops after this long without work: once rendered, a card is kept, so rendering is rare. */
const IDLE_MS = 30_000;

interface Job {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}
type Answer = { id: number; png: Uint8Array } | { id: number; error: string };

/**
 * Renders title cards in one worker thread (card-worker.ts), started on the first card and stopped when idle.
 * A card costs 70–80 ms of CPU: on the server's own thread, visitors cycling through critics' cards held
 * every other request up (issue 33); in the worker they use at most one core and never the event loop.
 */
export class CardRenderer {
  private worker: Worker | undefined;
  private readonly jobs = new Map<number, Job>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;

  draw(input: TitleCardInput): Promise<Buffer> {
    if (this.jobs.size >= MAX_WAITING) {
      return Promise.reject(
        new HttpError(503, "Many title cards are being drawn. Please try again in a few seconds.", {
          headers: { "retry-after": "5" },
        }),
      );
    }
    clearTimeout(this.idle);
    const id = this.nextId++;
    const worker = this.start();
    return new Promise<Buffer>((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = serverWorker("card-worker", "services/critic/card-worker.ts");
    worker.on("message", (answer: Answer) => {
      const job = this.jobs.get(answer.id);
      this.jobs.delete(answer.id);
      if ("png" in answer)
        job?.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.length));
      else job?.reject(new Error(`title card: ${answer.error}`));
      if (this.jobs.size === 0) this.stopWhenIdle();
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the title card worker stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private stopWhenIdle(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.close(), IDLE_MS);
    this.idle.unref();
  }
}
