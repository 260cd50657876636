/**
 * Where the process's log lines and start-up banner go: stdout, without letting stdout stop the server.
 *
 * - Bounded: when the reader falls behind (a stalled pipe, a full disk behind a shipper), lines beyond
 *   `maxBytes` waiting to be written are dropped and counted, never held in memory without bound; a note
 *   saying how many were dropped is written once the reader catches up.
 * - A reader that goes away (EPIPE) ends the output: the server carries on without logging to stdout.
 * - Nothing waits on it forever: `drain()` gives up after its deadline, so shutdown completes even when
 *   nobody reads (what cannot be written then is lost, as it would be anyway).
 */
export class LogOutput {
  /** Lines dropped because the reader fell behind (since start). */
  dropped = 0;
  private droppedUnreported = 0;
  private broken = false;

  constructor(
    private readonly stream: NodeJS.WritableStream & { writableLength: number },
    private maxBytes: number,
  ) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      // EPIPE (the reader exited) or any other failure of stdout: stop writing, keep serving.
      this.broken = true;
      if (error.code !== "EPIPE") process.stderr.write(`log output failed, logging stopped: ${error}\n`);
    });
    stream.on("drain", () => this.reportDropped());
  }

  setLimit(maxBytes: number): void {
    this.maxBytes = maxBytes;
  }

  /** Writes one chunk (a log line, the banner), or drops it when the reader is too far behind. */
  write(chunk: string): boolean {
    if (this.broken) return true;
    if (this.stream.writableLength + chunk.length > this.maxBytes) {
      this.dropped++;
      this.droppedUnreported++;
      return true;
    }
    this.stream.write(chunk);
    return true;
  }

  /** Resolves once everything written has reached the reader, or after `timeoutMs` (whichever is first). */
  drain(timeoutMs: number): Promise<void> {
    if (this.broken || this.stream.writableLength === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stream.off("drain", done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.stream.on("drain", done);
    });
  }

  private reportDropped(): void {
    if (!this.droppedUnreported || this.broken) return;
    const msg = `log output fell behind its reader: ${this.droppedUnreported} lines dropped`;
    this.droppedUnreported = 0;
    this.stream.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg })}\n`);
  }
}

/** 4 MiB of log lines may wait for a slow reader; LOG_BUFFER_KB changes it. */
export const DEFAULT_LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** The process's one stdout log output. */
export const stdoutLog = new LogOutput(process.stdout, DEFAULT_LOG_BUFFER_BYTES);
