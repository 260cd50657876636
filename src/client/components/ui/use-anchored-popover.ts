import { type RefObject, useLayoutEffect } from "react";

const GAP = 4; // px between the anchor and the popover
const MARGIN = 8; // px kept free at the screen's edge
const ROOM_BELOW = 160; // px below the anchor under which a list opens above it, if there is more room

/** `anchor`: as wide as its anchor (a combobox's list); `content`: its own width, kept on screen. */
export type PopoverWidth = "anchor" | "content";

/**
 * Puts the popover under its anchor, or above it when the room below is short and there is more above: for
 * a list (which scrolls in what room it has) short means under 160 px, for content its own height.
 */
function place(popover: HTMLElement, anchor: HTMLElement, width: PopoverWidth) {
  const box = anchor.getBoundingClientRect();
  const height = window.visualViewport?.height ?? window.innerHeight;
  const below = height - box.bottom - GAP - MARGIN;
  const above = box.top - GAP - MARGIN;
  const needed = width === "anchor" ? ROOM_BELOW : popover.offsetHeight;
  const up = below < needed && above > below;
  if (width === "anchor") {
    popover.style.left = `${box.left}px`;
    popover.style.width = `${box.width}px`;
  } else {
    const room = document.documentElement.clientWidth - popover.offsetWidth - MARGIN;
    popover.style.left = `${Math.max(MARGIN, Math.min(box.left, room))}px`;
  }
  popover.style.top = up ? "auto" : `${box.bottom + GAP}px`;
  popover.style.bottom = up ? `${window.innerHeight - box.top + GAP}px` : "auto";
  popover.style.setProperty("--popover-available-height", `${Math.max(0, up ? above : below)}px`);
}

/**
 * Anchors an element with the `popover` attribute to another while `open`: in the top layer, so no dialog or
 * card clips it, and with no portal (inside a dialog it stays in the dialog's focus and click area). It
 * follows scrolls, resizes, an on-screen keyboard and its own content's size. The element sizes its
 * scrolling part with `--popover-available-height`. A `popover="manual"` element is shown and hidden here;
 * a `popover="auto"` one is opened by its button and reports it through its toggle event. The browser's own
 * popover, not Radix's: Radix brings its popper, focus scope and dismissable layer (about 25 kB), which
 * neither the combobox's list nor the date picker needs (decision 0042).
 */
export function useAnchoredPopover(
  popover: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
  width: PopoverWidth = "anchor",
) {
  // Placed before the browser shows it (a button-opened popover reports that it opened a moment later).
  useLayoutEffect(() => {
    const element = popover.current;
    const target = anchor.current;
    if (!element || !target) return;
    const beforeShown = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") place(element, target, width);
    };
    element.addEventListener("beforetoggle", beforeShown);
    return () => element.removeEventListener("beforetoggle", beforeShown);
  }, [popover, anchor, width]);

  useLayoutEffect(() => {
    const element = popover.current;
    const target = anchor.current;
    if (!open || !element || !target) return;
    const follow = () => place(element, target, width);
    if (!element.matches(":popover-open")) element.showPopover();
    follow();
    const resized = new ResizeObserver(follow);
    resized.observe(element);
    window.addEventListener("scroll", follow, { capture: true, passive: true });
    window.addEventListener("resize", follow);
    window.visualViewport?.addEventListener("resize", follow);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", follow, { capture: true });
      window.removeEventListener("resize", follow);
      window.visualViewport?.removeEventListener("resize", follow);
      if (element.popover === "manual" && element.matches(":popover-open")) element.hidePopover();
    };
  }, [popover, anchor, open, width]);
}
