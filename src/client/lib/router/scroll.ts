import { safeDecode } from "@shared/routing/match";
import { beforeNavigate, getLocation, listen, type NavigationAction } from "./history";

/** How the entry on screen was reached; null for the one the visit began on. */
let lastAction: NavigationAction | null = null;
let keepScroll = false;

/**
 * Where an entry was left: its scroll position and, if a link in the page (in <main>, not the header or the
 * tab bar) was followed from it, that link (its address and which of the links there with that address)
 * and where it was on screen.
 */
interface Position {
  y: number;
  link?: { href: string; nth: number; top: number };
}
const positions = new Map<string, Position>();
let followed: Element | null = null;

const linksTo = (href: string) =>
  [...document.querySelectorAll("main a[href]")].filter((link) => link.getAttribute("href") === href);
const findLink = (link: Position["link"]) => link && linksTo(link.href)[link.nth];

/** Link calls this as it follows a click: coming back, that link is put where it was on screen. */
export function followingLink(link: Element): void {
  followed = link;
}

function leave(key: string) {
  const link = followed?.closest("main") ? followed : findLink(positions.get(key)?.link);
  const href = link?.getAttribute("href");
  followed = null;
  positions.set(key, {
    y: window.scrollY,
    link:
      link && href
        ? { href, nth: linksTo(href).indexOf(link), top: link.getBoundingClientRect().top }
        : undefined,
  });
}

/**
 * Remembers where each history entry was scrolled to as the visitor leaves it (the browser's own
 * restoration is off: it would scroll before the page being returned to is drawn). Called once, before
 * the first render.
 */
export function rememberScroll(): void {
  window.history.scrollRestoration = "manual";
  let shown = getLocation();
  beforeNavigate((leaving) => leave(leaving.key));
  listen((location, action, options) => {
    // On back/forward the page on screen is still the one being left.
    if (action === "pop") leave(shown.key);
    shown = location;
    lastAction = action;
    keepScroll = Boolean(options.preventScrollReset);
  });
}

const INPUT = ["wheel", "touchstart", "keydown", "pointerdown"];
let settling = () => {};

/**
 * Scrolls back to where an entry was left, and again whenever the page grows, until the visitor scrolls,
 * the next navigation or 3 s: when it is drawn the page can be shorter than it was (a list's items are
 * laid out only near the screen, `list-item-lazy`; late content). A link followed from it goes back to
 * where it was on screen: items above it may have a height that is still an estimate.
 */
function settle({ y, link }: Position) {
  const scroll = () => {
    const anchor = findLink(link);
    window.scrollTo(0, anchor && link ? window.scrollY + anchor.getBoundingClientRect().top - link.top : y);
  };
  const growing = new ResizeObserver(scroll);
  const timer = setTimeout(() => settling(), 3000);
  settling = () => {
    growing.disconnect();
    clearTimeout(timer);
    for (const type of INPUT) window.removeEventListener(type, settling);
    settling = () => {};
  };
  for (const type of INPUT) window.addEventListener(type, settling, { passive: true });
  scroll();
  growing.observe(document.body);
}

/**
 * Once the entry `key` is drawn: back and forward return to where it was scrolled; any other navigation
 * starts at the element its `#hash` names, else at the top unless it asked to keep the position
 * (`preventScrollReset`). An entry returned to without a remembered position starts at its hash or the top
 * too, not where the page before it was scrolled. The page a visit begins on is left where the browser has
 * it (a page drawn before the script ran may have been scrolled already), except for its hash.
 */
export function restoreScroll(key: string, hash: string): void {
  settling();
  const saved = positions.get(key);
  // A malformed escape (`#%`) names the id as written, rather than throwing.
  const target = hash ? document.getElementById(safeDecode(hash.slice(1))) : null;
  if (lastAction === "pop" && saved) settle(saved);
  else if (target) target.scrollIntoView();
  else if (lastAction === "pop" || (lastAction && !keepScroll)) window.scrollTo(0, 0);
}
