import { Card, CardContent, CardHeader, IconCardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatCount } from "@client/lib/format";
import { NotebookPen } from "lucide-react";
import { useCountUp } from "../lib/use-count-up";

/** Total Reviews, counting up over a second (at once for reduced motion); screen readers get the number. */
export function TotalReviews({ count, loading }: { count: number; loading: boolean }) {
  const shown = useCountUp(loading ? 0 : count);
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={NotebookPen}>Total Reviews</IconCardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          // The height of the number's line (text-5xl, line height 1), so the text below stays put.
          <Skeleton className="h-12 w-24" />
        ) : (
          <p className="text-5xl font-bold text-fg tabular" data-testid="total-reviews" data-value={count}>
            <span aria-hidden>{formatCount(shown)}</span>
            <span className="sr-only">{formatCount(count)}</span>
          </p>
        )}
        <p className="mt-2 text-sm text-fg-muted">Published and waiting reviews under your critic name.</p>
      </CardContent>
    </Card>
  );
}
