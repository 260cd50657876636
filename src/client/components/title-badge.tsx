import { Badge } from "@client/components/ui/badge";
import { titleForCount } from "@shared/constants/tiers";
import { Award } from "lucide-react";

/** The critic's milestone title for a review count. */
export function TitleBadge({ reviewCount }: { reviewCount: number }) {
  const title = titleForCount(reviewCount);
  return (
    <Badge tone="accent" className="px-3 py-1 text-sm">
      <Award aria-hidden className="size-4" />
      <span>
        <span className="sr-only">Critic title: </span>
        {title.title}
      </span>
    </Badge>
  );
}
