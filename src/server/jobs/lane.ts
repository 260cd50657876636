import type { FastifyBaseLogger } from "fastify";

/**
 * One queue of work polled on its own: it takes one job, runs it, and takes the next, so a slow job
 * holds up only its own lane. `step` claims and runs one job and answers whether there was one.
 * `share` (percent, default 100) is how much of its time the lane works: after each job it rests the
 * rest before the next (a 100 ms job at 20 % rests 400 ms), so background work of this kind yields to the
 * requests people wait on, however many jobs are due (decision 0092). `stop` ends a rest at once.
 */
export class Lane {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  /** The end of the current rest (performance.now()); a wake-up does not cut it short. */
  private restUntil = 0;

  constructor(
    readonly name: string,
    private readonly step: () => Promise<boolean>,
    private readonly options: { pollMs: number; logger: FastifyBaseLogger; share?: number },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a poll soon, e.g. right after a job was enqueued. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(Math.max(0, this.restUntil - performance.now()));
  }

  /** Stops polling; the job in hand finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every due job of this lane until none is left; answers how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.running;
      if (!(await this.step())) return total;
      total++;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let found = false;
    const started = performance.now();
    this.running = this.step()
      .then((ran) => {
        found = ran;
      })
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, lane: this.name }, "job poll failed"),
      );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const share = this.options.share ?? 100;
    const rest = found && share < 100 ? ((performance.now() - started) * (100 - share)) / share : 0;
    this.restUntil = performance.now() + rest;
    const again = found || this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? rest : this.options.pollMs);
  }
}
