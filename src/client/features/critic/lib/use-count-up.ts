import { useDrawingFromServer } from "@client/lib/hydration";
import { useEffect, useState } from "react";

export const COUNT_UP_MS = 1000;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * The most one frame may advance the animation: a main thread that stalls between frames (a busy phone,
 * a loaded machine) slows the count down instead of jumping to the end, so the count always passes through
 * at least this many steps.
 */
export const COUNT_UP_MIN_STEPS = 8;

/** The count shown `elapsedMs` into the animation (eased: fast at first, slowing down to the target). */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  const t = Math.min(1, elapsedMs / durationMs);
  return Math.round(target * (1 - (1 - t) ** 3));
}

/** How far the animation has gone after a frame that came `gapMs` after the previous one. */
export const countUpElapsed = (elapsedMs: number, gapMs: number, durationMs = COUNT_UP_MS) =>
  elapsedMs + Math.min(Math.max(0, gapMs), durationMs / COUNT_UP_MIN_STEPS);

/**
 * Counts from 0 up to `target` over one second of painted frames (eased); shows the target at once for
 * reduced motion.
 */
export function useCountUp(target: number, durationMs = COUNT_UP_MS): number {
  // A page the server rendered shows its figures as rendered (readable without the script), never counting up.
  const fromServer = useDrawingFromServer();
  const [still] = useState(fromServer);
  const [value, setValue] = useState(() => (still || prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (still || prefersReducedMotion() || target <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    // The clock starts at the first painted frame, and no frame moves it by more than a share of the
    // duration, so a busy main thread delays the animation instead of skipping it.
    let previous: number | undefined;
    let elapsed = 0;
    const tick = (now: number) => {
      elapsed = countUpElapsed(elapsed, now - (previous ?? now), durationMs);
      previous = now;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, still]);
  return still || prefersReducedMotion() ? target : value;
}
