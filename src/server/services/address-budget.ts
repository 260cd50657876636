/**
 * A request budget per client address, in this process's memory: a token bucket that refills at
 * `perMinute` requests a minute and holds at most a quarter of that, so a client gets its minute's worth
 * spread out, never all at once. Memory stays bounded: past `maxAddresses` the least recently seen
 * addresses are forgotten (they start again with a full budget). See docs/decisions/0052.
 */
export class AddressBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly capacity: number;

  constructor(
    private readonly perMinute: number,
    private readonly maxAddresses = 100_000,
    private readonly now = () => Date.now(),
  ) {
    this.capacity = Math.max(1, Math.ceil(perMinute / 4));
  }

  /** Spends one request of the address's budget: 0 when it may go ahead, else the seconds until it may. */
  take(address: string): number {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    while (this.buckets.size > this.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute));
  }
}
