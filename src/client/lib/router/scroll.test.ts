import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeBrowser, installFakeBrowser } from "./fake-browser";

// The router keeps the visit's history and scroll positions in its modules: every test starts a new visit.
beforeEach(() => vi.resetModules());

/**
 * A visit with scroll restoration on, as <Router> starts it, after `before` (what happened in the tab
 * before the script ran); `drawn()` is what <ScrollRestoration> does once a location is drawn.
 */
async function visit(href: string, { ids = [] as string[], before = (_browser: FakeBrowser) => {} } = {}) {
  const browser = installFakeBrowser(href, ids);
  before(browser);
  const history = await import("./history");
  const { rememberScroll, restoreScroll } = await import("./scroll");
  rememberScroll();
  const drawn = () => restoreScroll(history.getLocation().key, history.getLocation().hash);
  drawn(); // the first render
  return { browser, drawn, ...history };
}

describe("scroll restoration", () => {
  it("turns the browser's own restoration off, which would scroll before the page is drawn", async () => {
    await visit("https://corner.example/");
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("leaves the page a visit begins on where it is (scrolled before the script ran), but goes to its #hash", async () => {
    const { browser } = await visit("https://corner.example/podcasts/3", { before: (b) => b.scroll(640) });
    expect(browser.scrolledTo).toEqual([]);
    expect(browser.scrollY).toBe(640);
    vi.resetModules();
    const withHash = await visit("https://corner.example/podcasts/3#reviews", { ids: ["reviews"] });
    expect(withHash.browser.scrolledIntoView).toEqual(["reviews"]);
  });

  it("starts a new navigation at the top, and back and forward return to each entry's position", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/");
    browser.scroll(1800); // down the catalogue
    navigate("/podcasts/12");
    drawn();
    expect(browser.scrollY).toBe(0);
    browser.scroll(450); // down the podcast's reviews
    browser.go(-1);
    drawn();
    expect(browser.scrollY).toBe(1800);
    browser.go(1);
    drawn();
    expect(browser.scrollY).toBe(450);
    // Two back at once, past an entry replaced on the way, still finds the first one's position.
    navigate("/critics");
    drawn();
    browser.scroll(90);
    navigate("/critics?period=month", { replace: true });
    drawn();
    browser.go(-2);
    drawn();
    expect(browser.scrollY).toBe(1800);
  });

  it("keeps the position when the navigation asks to (a list's filter changed in place)", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/");
    browser.scroll(700);
    navigate("/?genre=Comedy", { replace: true, preventScrollReset: true });
    drawn();
    expect(browser.scrollY).toBe(700);
    expect(browser.scrolledTo).toEqual([]);
    navigate("/podcasts/3");
    drawn();
    expect(browser.scrollY).toBe(0);
  });

  it("starts at the element a #hash names, at the top when there is none, and survives a malformed hash", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/", {
      ids: ["reviews", "notes é"],
    });
    browser.scroll(500);
    navigate("/podcasts/3#reviews");
    drawn();
    expect(browser.scrolledIntoView).toEqual(["reviews"]);
    navigate("/podcasts/3#notes%20%C3%A9");
    drawn();
    expect(browser.scrolledIntoView).toEqual(["reviews", "notes é"]);
    browser.scroll(500);
    navigate("/podcasts/4#%E0%A4%A");
    expect(drawn).not.toThrow();
    expect(browser.scrollY).toBe(0);
  });

  it("returns to a #fragment entry the browser made at its own position, not at another's", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/", { ids: ["main"] });
    browser.scroll(300);
    browser.followFragment("#main"); // the skip link
    drawn();
    expect(browser.scrolledIntoView).toEqual(["main"]);
    browser.scroll(900);
    navigate("/critics");
    drawn();
    browser.followFragment("#main");
    drawn();
    browser.scroll(40);
    browser.go(-2); // back to the first fragment entry
    drawn();
    expect(browser.scrollY).toBe(900);
    browser.go(-1);
    drawn();
    expect(browser.scrollY).toBe(300);
  });

  it("starts an entry returned to without a remembered position at the top, not where the last page was", async () => {
    // An entry made before the app started (another document of this tab), then the app's own.
    const { browser, drawn, getLocation } = await visit("https://corner.example/critics", {
      before: () => window.history.pushState(null, "", "/podcasts/3"),
    });
    browser.scroll(1200);
    browser.go(-1);
    drawn();
    expect(getLocation().pathname).toBe("/critics");
    expect(browser.scrollY).toBe(0);
  });

  /** Down a 5000 px list to 3500, to a podcast, and back to the list drawn 3000 px high at first. */
  async function backToAShorterList() {
    const started = await visit("https://corner.example/");
    const { browser, drawn, navigate } = started;
    browser.draw(5000);
    browser.scroll(3500);
    navigate("/podcasts/3");
    browser.draw(1200);
    drawn();
    browser.go(-1);
    browser.draw(3000); // the list's items laid out only near the screen: estimates, shorter
    drawn();
    return started;
  }

  it("keeps going back to the position as the page grows, when it is drawn shorter than it was", async () => {
    const { browser } = await backToAShorterList();
    expect(browser.scrollY).toBe(2200); // as far as it goes
    browser.grow(4200);
    expect(browser.scrollY).toBe(3400);
    browser.grow(5000);
    expect(browser.scrollY).toBe(3500);
  });

  it("stops following the page's growth once the visitor scrolls, or moves on", async () => {
    const { browser, drawn, navigate } = await backToAShorterList();
    browser.scroll(1000);
    browser.grow(5000);
    expect(browser.scrollY).toBe(1000);
    // The same after another navigation: the page it started on is not scrolled any more.
    browser.go(1);
    browser.draw(3000);
    drawn();
    navigate("/critics");
    browser.draw(900);
    drawn();
    browser.grow(6000);
    expect(browser.scrollY).toBe(0);
  });

  it("puts the link the visitor followed back where it was on screen, whatever the items above it measure now", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/");
    /** The catalogue, the card at `cardTop` (the rows above it measured, or still estimated). */
    const catalogue = (cardTop: number) => [
      { href: "/podcasts/1", top: 400 },
      { href: "/podcasts/21", top: cardTop },
    ];
    const [, card] = browser.draw(5000, catalogue(3800));
    browser.scroll(3500); // the card 300 px from the top of the screen
    const { followingLink } = await import("./scroll");
    followingLink(card!);
    navigate("/podcasts/21");
    browser.draw(1500);
    drawn();
    browser.scroll(600);
    browser.go(-1);
    browser.draw(4700, catalogue(3550)); // the rows above the card estimated shorter
    drawn();
    expect(browser.scrollY).toBe(3250);
    // The rows near the screen are laid out: the card moves down, and so does the scroll with it.
    browser.grow(4800, catalogue(3600));
    expect(browser.scrollY).toBe(3300);
    // Forward and back again: the card is still the anchor, where it was last seen.
    browser.go(1);
    browser.draw(1500);
    drawn();
    expect(browser.scrollY).toBe(600);
    browser.go(-1);
    browser.draw(4700, catalogue(3500));
    drawn();
    expect(browser.scrollY).toBe(3200);
  });

  it("takes the same one of several links to one address, and no link outside the page's <main>", async () => {
    const { browser, drawn, navigate } = await visit("https://corner.example/critics/jordan-vale");
    const { followingLink } = await import("./scroll");
    const layout = (shift: number) => [
      { href: "/", top: 10, inMain: false }, // the logo
      { href: "/podcasts/4", top: 900 + shift },
      { href: "/podcasts/4", top: 2900 + shift },
      { href: "/", top: 3000, inMain: false }, // the tab bar's Home
    ];
    /** Scrolled to `y`, follows the `nth` link, comes back to the page drawn 100 px shorter above it. */
    const followAndComeBack = (nth: number, y: number) => {
      const link = browser.draw(6000, layout(0))[nth]!;
      browser.scroll(y);
      followingLink(link);
      navigate(link.getAttribute("href")!);
      drawn();
      browser.go(-1);
      browser.draw(6000, layout(-100));
      drawn();
      return browser.scrollY;
    };
    // The tab bar's link stays where it is on screen whatever the scroll: the position alone is kept.
    expect(followAndComeBack(3, 1800)).toBe(1800);
    // The second review of the same podcast is the anchor, not the first.
    expect(followAndComeBack(2, 2600)).toBe(2500);
  });
});
