/**
 * Loads the page does not need to show itself (the chunks of linked pages, forms fetched before they are
 * opened) run here: after the window's load event, one at a time, each in an idle period. On a phone they
 * used to start with the page and competed with its own code, data and images for the network and the
 * main thread (decision 0041).
 */
const idle = (work: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(work, { timeout: 5000 })
    : setTimeout(work, 200);

const waiting: (() => Promise<unknown>)[] = [];
let running = false;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

function next() {
  const job = waiting.shift();
  if (!job) {
    running = false;
    return;
  }
  // A job that fails (offline) is the caller's to retry later; the queue goes on.
  void job()
    .catch(() => {})
    .then(() => idle(next));
}

/** Queues `job` (a fetch: it returns when done); jobs run in the order queued. */
export function inBackground(job: () => Promise<unknown>): void {
  if (typeof window === "undefined") {
    void job().catch(() => {}); // no page to wait for (server rendering, unit tests)
    return;
  }
  waiting.push(job);
  if (running) return;
  running = true;
  void pageLoaded().then(() => idle(next));
}
