import { NewTabLink } from "@client/components/ui/new-tab-link";
import { sentencePreview } from "@client/lib/snippet";
import { isHttpUrl } from "@shared/constants/links";
import { ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

/** A critic review's snippet as shown: the first three sentences until "Read more" opens the rest. */
export function useSnippet(snippet: string) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { preview, truncated } = sentencePreview(snippet);
  return {
    id,
    expanded,
    truncated,
    text: expanded || !truncated ? snippet : `${preview} …`,
    toggle: () => setExpanded((v) => !v),
  };
}

export function ReadMoreButton({ snippet }: { snippet: ReturnType<typeof useSnippet> }) {
  return (
    <button
      type="button"
      aria-expanded={snippet.expanded}
      aria-controls={snippet.id}
      onClick={snippet.toggle}
      className="min-h-11 rounded-sm text-sm font-medium text-accent hover:underline md:min-h-9"
    >
      {snippet.expanded ? "Show less" : "Read more"}
    </button>
  );
}

/** The review on the publication's site, in a new tab; `context` tells a screen reader whose review it is. */
export function FullReviewLink({
  url,
  context,
  children,
}: {
  url: string;
  context: string;
  children: ReactNode;
}) {
  // Only an http(s) link is ever rendered (a critic database may hold any text).
  if (!isHttpUrl(url)) return null;
  return (
    <NewTabLink
      href={url}
      className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm font-medium text-accent hover:underline md:min-h-9"
    >
      {children} <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">{context} (opens in a new tab)</span>
    </NewTabLink>
  );
}
