import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useEffect, useRef } from "react";
import { inBackground } from "../later";
import { navigate } from "./history";
import { prefetchHref } from "./routes";
import { followingLink } from "./scroll";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A click the browser should handle itself: new tab or window, download, another frame, or an address
 * outside the app (another origin, `mailto:`), which the browser follows with the link's own `rel` and
 * `referrerPolicy`.
 */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, { to, target, download }: LinkProps) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== "_self") ||
    download !== undefined ||
    new URL(to, window.location.href).origin !== window.location.origin
  );
}

// Links on screen download their page's files in the background (after the load, one page at a time),
// without running them: that waits for a hover, a focus, a touch or the click.
let observer: IntersectionObserver | null = null;
function watch(element: HTMLAnchorElement): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const link = entry.target as HTMLAnchorElement;
      observer?.unobserve(link);
      inBackground(() => prefetchHref(link.href, "files"));
    }
  });
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * A link within the app: a plain <a href> that the router follows without reloading. Its page's files are
 * downloaded once the link is on screen, and its chunk imported with its first data on hover, focus or
 * touch, so the page usually shows at once when clicked.
 */
export function Link({
  to,
  replace,
  state,
  ref,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps) {
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (own.current ? watch(own.current) : undefined), []);
  const intent = () => void prefetchHref(to, "data");
  return (
    <a
      {...rest}
      ref={(element) => {
        own.current = element;
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
      }}
      href={to}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, { to, ...rest })) return;
        event.preventDefault();
        followingLink(event.currentTarget);
        navigate(to, { replace, state });
      }}
    />
  );
}
