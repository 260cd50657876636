/**
 * Loads the page does not need to show itself (the chunks of linked pages, forms fetched before they are
 * opened) run here: after the window's load event and once the page is on screen (its cover, or its
 * content); then one at a time, each in an idle period. On a phone they used to start with the
 * page and competed with its own code, data and images for the network and the main thread (decision
 * 0041); after the load event alone they still raced the podcast page's cover, whose data arrives after
 * that event (decision 0048).
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

/**
 * The page on screen, as the browser's largest-contentful-paint entries report it: the image its HTML
 * preloads for its first paint (the podcast's cover, the catalogue's first row; http/first-paint.ts), or
 * anything in its <main> (its content, not just the header) once those images are in and loaded; 5 s at
 * most. At once in a browser that reports no such entries.
 */
const pageShown = () =>
  new Promise<unknown>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return resolve(0);
    const covers = [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")].map(
      (link) => link.href,
    );
    const loaded = (url: string) => [...document.images].some((image) => image.src === url && image.complete);
    setTimeout(resolve, 5000);
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        if (covers.includes(entry.url) || (entry.element?.closest("main") && covers.every(loaded))) {
          observer.disconnect();
          resolve(0);
        }
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
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
  void pageLoaded()
    .then(pageShown)
    .then(() => idle(next));
}
