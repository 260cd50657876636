import { useEffect } from "react";
import { pageBrandName } from "./brand";
import { useVisit } from "./visit";

/**
 * The page's title, "<title> · <brand>" (the brand alone without one). On the server it is recorded in the
 * render's visit, which the server writes into the head (decision 0083): the title the page arrives with
 * is the one it keeps after hydration.
 */
export function useDocumentTitle(title: string | undefined): void {
  const visit = useVisit();
  if (visit.head) {
    const brand = visit.site.get()?.brandName ?? "";
    visit.head.title = title ? `${title} · ${brand}` : brand;
  }
  useEffect(() => {
    const brand = pageBrandName();
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
