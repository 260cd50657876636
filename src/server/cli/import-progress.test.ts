import { describe, expect, it } from "vitest";
import { progressLine, terminalProgress } from "./import-progress";

function sink() {
  const chunks: string[] = [];
  return { chunks, out: { write: (s: string) => chunks.push(s) } as unknown as NodeJS.WriteStream };
}

describe("import-podcasts progress", () => {
  it("says rows done of the total, the share, the rate and the failures", () => {
    expect(progressLine(12_000, 100_000, 2, 4)).toBe("12,000 of 100,000 rows (12 %), 3,000 rows/s, 2 failed");
    expect(progressLine(0, 0, 0, 0)).toBe("0 of 0 rows (100 %), 0 rows/s, 0 failed");
  });

  it("redraws one line on a terminal, throttled, always drawing the last chunk, and ends it", async () => {
    const { chunks, out } = sink();
    const progress = terminalProgress(out, true, 60_000);
    await progress.total(400);
    await progress.processed(200, 0);
    await progress.processed(300, 1); // within the throttle: skipped
    await progress.processed(400, 1); // the last: always drawn
    await progress.finish();
    expect(chunks).toHaveLength(3);
    const CLEAR_TO_END = "\u001b[K";
    expect(chunks[0]?.endsWith(CLEAR_TO_END)).toBe(true);
    expect(chunks[0]).toMatch(/^\r200 of 400 rows \(50 %\), [\d,]+ rows\/s, 0 failed/);
    expect(chunks[1]?.endsWith(CLEAR_TO_END)).toBe(true);
    expect(chunks[1]).toMatch(/^\r400 of 400 rows \(100 %\), [\d,]+ rows\/s, 1 failed/);
    expect(chunks[2]).toBe("\n");
  });

  it("writes plain lines when asked for progress off a terminal", async () => {
    const { chunks, out } = sink();
    const progress = terminalProgress(out, false, 0);
    await progress.total(2);
    await progress.processed(2, 1);
    await progress.finish();
    expect(chunks).toEqual([expect.stringMatching(/^2 of 2 rows \(100 %\), [\d,]+ rows\/s, 1 failed\n$/)]);
  });
});
