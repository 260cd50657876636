import type { AnchorHTMLAttributes } from "react";

interface NewTabLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  /** A link someone else wrote (a critic's profile links): `nofollow ugc` for search engines too. */
  userContent?: boolean;
}

/** A link that opens in a new tab, never handing the new page a handle on this one (`noopener`). */
export function NewTabLink({ userContent, children, ...props }: NewTabLinkProps) {
  return (
    <a {...props} target="_blank" rel={userContent ? "nofollow ugc noopener" : "noopener noreferrer"}>
      {children}
    </a>
  );
}
