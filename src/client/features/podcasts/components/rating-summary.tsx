import { StarRating } from "@client/components/ui/star-rating";
import { formatRating, plural } from "@client/lib/format";
import type { RatingBucket } from "@shared/schemas/podcast";

/** Average, count and how many reviews gave each star value (5 down to 0.5). */
export function RatingSummary({
  average,
  count,
  distribution,
}: {
  average: number | null;
  count: number;
  distribution: RatingBucket[];
}) {
  const max = Math.max(1, ...distribution.map((d) => d.count));
  const rows = [...distribution].sort((a, b) => b.rating - a.rating);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="flex flex-col items-start gap-1">
        {average == null ? (
          <p className="text-lg font-semibold text-fg">No ratings yet</p>
        ) : (
          <p className="text-5xl font-bold tabular text-fg">
            <span className="sr-only">Average rating </span>
            {formatRating(average)}
          </p>
        )}
        <StarRating value={average ?? 0} />
        <p className="text-sm text-fg-muted tabular" data-testid="review-count">
          {plural(count, "review")}
        </p>
      </div>
      <table className="w-full max-w-sm text-xs" aria-label="Rating distribution">
        <thead className="sr-only">
          <tr>
            <th scope="col">Stars</th>
            <th scope="col">Share</th>
            <th scope="col">Reviews</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.rating}>
              <th scope="row" className="w-10 py-0.5 pr-2 text-right font-normal text-fg-muted tabular">
                {d.rating}★
              </th>
              <td className="py-0.5">
                <div className="h-2 w-full rounded-full bg-surface-2">
                  <div className="h-2 rounded-full bg-star" style={{ width: `${(d.count / max) * 100}%` }} />
                </div>
              </td>
              <td className="w-10 py-0.5 pl-2 text-fg-secondary tabular">{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
