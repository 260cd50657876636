import { SpoilerText } from "@client/components/spoiler-text";
import { Badge } from "@client/components/ui/badge";
import type { Review } from "@shared/schemas/review";
import { EyeOff } from "lucide-react";

const TEXT_CLASS = "max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed";

/**
 * A review's text. One marked as containing spoilers is behind a "Contains spoilers" disclosure (a
 * `<details>`, which works without scripts; SpoilerText). The author sees their own text at once, under
 * the same notice as a badge, so they know how others see it (docs/decisions/0056).
 */
export function ReviewText({ review, mine }: { review: Review; mine: boolean }) {
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
  return <SpoilerText>{text}</SpoilerText>;
}
