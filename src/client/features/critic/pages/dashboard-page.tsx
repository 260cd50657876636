import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCurrentUser } from "@client/features/auth/api";
import { Link } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { paths } from "@shared/routing/page-paths";
import { ArrowRight } from "lucide-react";
import { useCriticReviews } from "../api";
import { AwaitingCriticName } from "../components/awaiting-critic-name";
import { CriticPageHeader } from "../components/critic-page-header";
import { FollowerCount } from "../components/follower-count";
import { MilestoneCard } from "../components/milestone-card";
import { ReviewCard } from "../components/review-card";
import { ShareButton } from "../components/share-button";
import { TotalReviews } from "../components/total-reviews";
import { countedReviews, recentReviews } from "../lib/sorting";

export default function CriticDashboardPage() {
  useDocumentTitle("Critic Dashboard");
  const { user } = useCurrentUser();
  const criticName = user?.criticName ?? null;
  const reviews = useCriticReviews(criticName);
  const count = countedReviews(reviews.data ?? []);

  return (
    <div className="flex flex-col gap-6">
      <CriticPageHeader
        title="Critic Dashboard"
        criticName={criticName}
        actions={
          // The share card shows the review count: not offered while it is unknown.
          !reviews.isError &&
          criticName && (
            <ShareButton criticName={criticName} slug={user?.criticSlug ?? null} reviewCount={count} />
          )
        }
      >
        <p className="text-fg-secondary">
          {criticName ? `Welcome back, ${criticName}.` : "Welcome to your critic workspace."}
        </p>
        {criticName && user?.criticSlug && <FollowerCount slug={user.criticSlug} />}
      </CriticPageHeader>

      {!criticName ? (
        <AwaitingCriticName />
      ) : reviews.isError ? (
        <ErrorState title="Could not load your reviews" query={reviews} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <TotalReviews count={count} loading={reviews.isLoading} />
            <div className="lg:col-span-2">
              <MilestoneCard reviewCount={count} loading={reviews.isLoading} />
            </div>
          </div>

          <Card>
            <CardHeader className="flex-row items-center justify-between gap-3">
              <CardTitle>Recent Reviews</CardTitle>
              <Link
                to={paths.criticReviews}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent hover:underline"
              >
                View All Reviews <ArrowRight aria-hidden className="size-4" />
              </Link>
            </CardHeader>
            <CardContent>
              {reviews.isLoading ? (
                <div className="flex flex-col gap-3" role="status" aria-label="Loading reviews">
                  <Skeleton className="h-24 w-full" />
                  <Skeleton className="h-24 w-full" />
                </div>
              ) : count === 0 ? (
                <p className="py-6 text-center text-fg-muted">
                  No reviews yet. Your newest reviews will appear here.
                </p>
              ) : (
                <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Recent reviews">
                  {recentReviews(reviews.data ?? []).map((review) => (
                    <li key={review.id}>
                      <ReviewCard review={review} compact />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
