import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  lazy as reactLazy,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { useDrawingFromServer } from "./hydration";

/**
 * Loading later, one way. Code a page does not need for its first paint, and work that can wait for the
 * page to be on screen, go through these (when to use which: ARCHITECTURE.md, "Loading later"):
 *
 * - `later(load)`: a value (mostly a dynamic import) fetched at most once, kept once it arrived, tried
 *   again after a failure; `preload()` queues it in the background.
 * - `laterComponent(load)`: a component kept out of its page's chunk; renders nothing (or `fallback`) until
 *   it is in, and at once, without suspending, once it was preloaded.
 * - `usePressToLoad(later)`: a stand-in button for a component fetched when someone reaches for it.
 * - `laterResolver(load, name)`: a form resolver (the export `name` of the module `load` fetches) whose zod
 *   schema arrives on the form's first focus or submit.
 * - `inBackground(job)`: the queue the preloads run in, after the page is loaded and on screen.
 */

// ——— the background queue ————————————————————————————————————————————————————————————————————————————

/**
 * Jobs run after the window's load event and once the page is on screen (its cover, or its content), then
 * one at a time, each in an idle period. On a phone they used to start with the page and competed with its
 * own code, data and images (decision 0041); after the load event alone they still raced the podcast
 * page's cover, whose data arrives after that event (decision 0048).
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

// ——— a value fetched once ————————————————————————————————————————————————————————————————————————————

export interface Later<T> {
  /** What arrived, for a synchronous render; null until then. */
  readonly value: T | null;
  readonly started: boolean;
  /** Starts the fetch (once; again after a failure) and answers what arrives. */
  get(): Promise<T>;
  /** Queues the fetch in the background; a failure is left for the next `get` to report. */
  preload(): void;
}

export function later<T>(load: () => Promise<T>): Later<T> {
  let loading: Promise<T> | null = null;
  const once: Later<T> & { value: T | null } = {
    value: null,
    get started() {
      return loading !== null;
    },
    get() {
      loading ??= load().then(
        (value) => {
          once.value = value;
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    preload() {
      if (!loading) inBackground(() => once.get().catch(() => {}));
    },
  };
  return once;
}

// ——— a component fetched later ——————————————————————————————————————————————————————————————————————

/**
 * A component kept out of its page's chunk (forms pull in zod and react-hook-form). Before it arrives it
 * renders `fallback` (nothing by default) inside its own Suspense boundary, so the page around it stays;
 * once preloaded it renders at once, without suspending, so opening a form looks exactly as when it was
 * bundled with the page.
 */
export function laterComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
) {
  const component = later(load);
  const Lazy = reactLazy(async () => ({ default: await component.get() }));

  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once at module level per component
  function LaterComponent(props: P) {
    // On the server and while hydrating: the fallback, as drawn (decision 0059); the component comes once the
    // page is live, so that it is never on screen before it answers to a press. Otherwise chosen once per
    // mount: switching from the lazy wrapper to the loaded component would remount it.
    const fromServer = useDrawingFromServer();
    const [Ready, setReady] = useState<ComponentType<P> | null | undefined>(() =>
      fromServer ? undefined : component.value,
    );
    // After hydration, as a transition (decision 0069): the page's later parts render in slices.
    useEffect(() => {
      if (Ready === undefined) startTransition(() => setReady(() => component.value));
    }, [Ready]);
    if (Ready === undefined) return fallback;
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LaterComponent.preload = component.preload;
  return LaterComponent;
}

/**
 * A stand-in for a component (a Radix menu, popover or dialog: popper, focus scope, dismissable layer…)
 * fetched only when someone reaches for its button: hover, focus or touch fetch it; a press that lands
 * before the code opens it on arrival (as Radix opens on pointer down, Enter, Space or ArrowDown), and a
 * focused stand-in hands its focus to the real trigger. Spread `triggerProps` on the stand-in; once
 * `Component` is set, render it with `defaultOpen` and `autoFocus` (see components/arrival-focus.ts).
 */
export function usePressToLoad<P>(component: Later<ComponentType<P>>) {
  const fromServer = useDrawingFromServer();
  const [Component, setComponent] = useState(() => (fromServer ? null : component.value));
  const [defaultOpen, setDefaultOpen] = useState(false);
  const [autoFocus, setAutoFocus] = useState(false);

  const fetch = () => {
    component.get().then(
      (loaded) => setComponent(() => loaded),
      () => {}, // retried on the next hover or press
    );
  };
  const open = () => {
    setDefaultOpen(true);
    fetch();
  };
  const triggerProps = {
    "aria-expanded": false,
    onPointerEnter: fetch,
    onFocus: () => {
      setAutoFocus(true);
      fetch();
    },
    onBlur: () => setAutoFocus(false),
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        open();
      }
    },
  };
  return { Component, defaultOpen, autoFocus, triggerProps };
}

// ——— a form's rules fetched later ————————————————————————————————————————————————————————————————————

/**
 * A react-hook-form resolver whose zod schema (and zod, about 25 kB gzip) is fetched on first use instead
 * of with the page: the form shows at once, and the code arrives while the visitor types (`preload` on the
 * form's first focus) or, at the latest, on the first submit. A failed fetch is tried again next time.
 */
export function laterResolver<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] & { preload: () => void } {
  const rules = later(async () => (await load())[name] as Resolver<FieldValues>);
  const resolver: Resolver<FieldValues> = async (values, context, options) =>
    (await rules.get())(values, context, options);
  const preload = () => {
    rules.get().catch(() => {});
  };
  return Object.assign(resolver, { preload }) as unknown as M[K] & { preload: () => void };
}
