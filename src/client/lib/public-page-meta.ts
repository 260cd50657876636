import { useEffect } from "react";
import { useVisit } from "./visit";

// Not in use-document-title.ts: every page sets its title, but only the public pages (sign-in) set these,
// so they load with those pages instead of with the first page.

function headElement<K extends "meta" | "link">(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.append(element);
  }
  return element;
}

/**
 * For public pages (what search engines and link previews see): the page's description, and its
 * canonical address (the installation's address and path, without the query: ?next=… is not another page).
 */
export function usePublicPageMeta(description: string): void {
  // On the server: recorded for the head the server writes (decision 0083), with the canonical address.
  const visit = useVisit();
  if (visit.head) visit.head.description = description;
  useEffect(() => {
    const meta = headElement("meta", 'meta[name="description"]', (el) => {
      el.name = "description";
    });
    const previous = meta.content;
    meta.content = description;
    const canonical = headElement("link", 'link[rel="canonical"]', (el) => {
      el.rel = "canonical";
    });
    // The installation's address, as the server writes it (http/index-page.ts), else this origin.
    const origin = visit.site.get()?.appUrl || window.location.origin;
    canonical.href = `${origin}${window.location.pathname}`;
    return () => {
      meta.content = previous;
      canonical.remove();
    };
  }, [description, visit]);
}
