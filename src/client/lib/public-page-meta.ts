import { useEffect } from "react";

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
 * canonical address (this origin and path, without the query: ?next=… is not another page).
 */
export function usePublicPageMeta(description: string): void {
  useEffect(() => {
    const meta = headElement("meta", 'meta[name="description"]', (el) => {
      el.name = "description";
    });
    const previous = meta.content;
    meta.content = description;
    const canonical = headElement("link", 'link[rel="canonical"]', (el) => {
      el.rel = "canonical";
    });
    canonical.href = `${window.location.origin}${window.location.pathname}`;
    return () => {
      meta.content = previous;
      canonical.remove();
    };
  }, [description]);
}
