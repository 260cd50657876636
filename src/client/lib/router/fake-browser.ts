// For the router's unit tests (they run in Node, without a DOM): a window with what the router reads
// and writes, i.e. the address, a history that moves back and forward, popstate, a page of some height
// with links on it that scrolls and grows, input events; and a way to run hooks in a (server) render.
// Only tests import it.

/** Runs `run` while React renders a component, where hooks work. */
export function InRender({ run }: { run: () => void }) {
  run();
  return null;
}

interface Entry {
  url: URL;
  state: unknown;
}

/** A link on the page: where its top is in the page, and whether it is in <main> (else the header, tab bar). */
export interface FakeLink {
  href: string;
  top: number;
  inMain?: boolean;
}

export interface FakeBrowser {
  /** Back or forward by `delta` entries, as the browser's buttons do (popstate, no full load). */
  go(delta: number): void;
  /** What a plain `<a href="#id">` does: a new entry without the router's state, then popstate. */
  followFragment(hash: string): void;
  /** The page now on screen: its height and its links (the viewport is 800 px high). */
  draw(height: number, links?: FakeLink[]): Element[];
  /** The page grows (ResizeObserver hears it); `links` move where they now are. */
  grow(height: number, links?: FakeLink[]): void;
  /** The visitor scrolls the page (a wheel, a key, a touch: input events first). */
  scroll(y: number): void;
  readonly scrollY: number;
  /** Every `window.scrollTo` the router made, as the y it asked for. */
  readonly scrolledTo: number[];
  /** The ids of the elements scrolled into view. */
  readonly scrolledIntoView: string[];
  /** Addresses left with a full page load (`location.assign`). */
  readonly fullLoads: string[];
  /** The history's entries, oldest first, and the current one's index. */
  readonly entries: Entry[];
  readonly index: number;
}

/** Puts a fresh window and document on globalThis, at `href`; `ids` are the elements the page holds. */
export function installFakeBrowser(href: string, ids: string[] = []): FakeBrowser {
  const entries: Entry[] = [{ url: new URL(href), state: null }];
  let index = 0;
  let scrollY = 0;
  let height = 100_000;
  let links: FakeLink[] = [];
  const viewport = 800;
  const scrolledTo: number[] = [];
  const scrolledIntoView: string[] = [];
  const fullLoads: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const resizeObservers = new Set<() => void>();
  const current = () => entries[index]!;
  const at = (to: string | undefined) => new URL(to ?? current().url.href, current().url);
  const dispatch = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };
  const scrollTo = (y: number) => {
    scrollY = Math.max(0, Math.min(y, height - viewport));
  };
  const element = (link: FakeLink) =>
    ({
      getAttribute: (name: string) => (name === "href" ? link.href : null),
      getBoundingClientRect: () => ({ top: link.top - scrollY }),
      closest: (selector: string) => (selector === "main" && link.inMain !== false ? {} : null),
    }) as unknown as Element;
  let elements: Element[] = [];

  const location = {
    get href() {
      return current().url.href;
    },
    get origin() {
      return current().url.origin;
    },
    get pathname() {
      return current().url.pathname;
    },
    get search() {
      return current().url.search;
    },
    get hash() {
      return current().url.hash;
    },
    assign: (to: string) => fullLoads.push(to),
  };
  const history = {
    scrollRestoration: "auto",
    get state() {
      return current().state;
    },
    pushState(state: unknown, _unused: string, to?: string) {
      entries.splice(index + 1, entries.length, { url: at(to), state });
      index++;
    },
    replaceState(state: unknown, _unused: string, to?: string) {
      entries[index] = { url: at(to), state };
    },
    go(delta: number) {
      const next = index + delta;
      if (delta === 0 || next < 0 || next >= entries.length) return;
      index = next;
      dispatch("popstate");
    },
  };
  Object.assign(globalThis, {
    window: {
      location,
      history,
      get scrollY() {
        return scrollY;
      },
      scrollTo: (_x: number, y: number) => {
        scrolledTo.push(y);
        scrollTo(y);
      },
      addEventListener: (type: string, listener: () => void) => {
        listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      },
      removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    },
    document: {
      body: {},
      getElementById: (id: string) =>
        ids.includes(id) ? { scrollIntoView: () => scrolledIntoView.push(id) } : null,
      querySelectorAll: (selector: string) =>
        selector === "main a[href]" ? elements.filter((e) => e.closest("main")) : [],
    },
    ResizeObserver: class {
      constructor(private readonly heard: () => void) {}
      observe() {
        resizeObservers.add(this.heard);
      }
      disconnect() {
        resizeObservers.delete(this.heard);
      }
    },
  });
  const relayout = (next: number, moved: FakeLink[] | undefined) => {
    height = next;
    if (moved) {
      // The same elements when the same links move (React keeps them), new ones for a new page.
      for (const [i, link] of moved.entries()) Object.assign(links[i] ?? {}, link);
    }
    scrollTo(scrollY);
  };
  return {
    go: (delta) => history.go(delta),
    followFragment: (hash) => {
      history.pushState(null, "", hash);
      dispatch("popstate");
    },
    draw: (next, drawn = []) => {
      links = drawn.map((link) => ({ ...link }));
      elements = links.map(element);
      relayout(next, undefined);
      return elements;
    },
    grow: (next, moved) => {
      relayout(next, moved);
      for (const heard of [...resizeObservers]) heard();
    },
    scroll: (y) => {
      dispatch("wheel");
      scrollTo(y);
    },
    get scrollY() {
      return scrollY;
    },
    scrolledTo,
    scrolledIntoView,
    fullLoads,
    entries,
    get index() {
      return index;
    },
  };
}
