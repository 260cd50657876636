import { Card } from "@client/components/ui/card";
import { SkeletonLines } from "@client/components/ui/skeleton";

/** Placeholder cards in the shape of the review cards, while the list loads. */
export function ReviewListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading reviews"
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} className="flex flex-col gap-3 p-5">
          <SkeletonLines lines={["h-5 w-2/3", "h-4 w-1/2", "h-4 w-24", "h-16 w-full"]} />
        </Card>
      ))}
    </div>
  );
}
