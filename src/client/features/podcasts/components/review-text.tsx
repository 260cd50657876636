import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import type { Review } from "@shared/schemas/review";
import { EyeOff } from "lucide-react";
import { useId, useState } from "react";

const TEXT_CLASS = "max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed";

/**
 * A review's text. One marked as containing spoilers shows a notice and a Show button instead, and its
 * text is not rendered until the reader presses it (so it is in neither the page's text, find-in-page nor
 * a screen reader's reading); the button says whether it is open (aria-expanded). The author sees their own
 * text at once, under the same notice as a badge, so they know how others see it (docs/decisions/0056).
 */
export function ReviewText({ review, mine }: { review: Review; mine: boolean }) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  const text = <p className={TEXT_CLASS}>{review.content}</p>;
  if (!review.containsSpoilers) return text;
  if (mine) {
    return (
      <>
        <Badge tone="warning" className="w-fit">
          <EyeOff aria-hidden className="size-3.5" /> Contains spoilers
        </Badge>
        {text}
      </>
    );
  }
  return (
    <>
      <div className="flex max-w-[72ch] flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-warning/40 bg-warning/10 py-1.5 pr-1.5 pl-3">
        <p className="flex items-center gap-2 text-sm font-medium text-fg">
          <EyeOff aria-hidden className="size-4 text-warning" /> Contains spoilers
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          aria-expanded={shown}
          aria-controls={textId}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? "Hide" : "Show"}
          <span className="sr-only"> review text</span>
        </Button>
      </div>
      <div id={textId} className="empty:hidden">
        {shown && text}
      </div>
    </>
  );
}
