import { MessagePage } from "@client/components/message-page";
import { PublicationBadges } from "@client/components/publication-badges";
import { TitleBadge } from "@client/components/title-badge";
import { Badge } from "@client/components/ui/badge";
import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { Pagination } from "@client/components/ui/pagination";
import { LoadingRegion, Skeleton } from "@client/components/ui/skeleton";
import { StarRating } from "@client/components/ui/star-rating";
import { Term } from "@client/components/ui/term";
import { FollowButton } from "@client/features/following";
import { hasCode } from "@client/lib/api";
import { formatCount, formatRating, plural } from "@client/lib/format";
import { initials } from "@client/lib/initials";
import { pageCount } from "@client/lib/paging";
import { Link, useParams } from "@client/lib/router";
import { useSearchParams } from "@client/lib/router/search-params";
import { useCurrentUser } from "@client/lib/session";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { CRITIC_NOT_FOUND_MESSAGE } from "@shared/constants/critic-share";
import { criticFeedPath, formatMonth } from "@shared/constants/programme";
import { TIER_LABELS } from "@shared/constants/tiers";
import { paths } from "@shared/routing/page-paths";
import type { CriticPage } from "@shared/schemas/critics";
import type { User } from "@shared/schemas/user";
import { ArrowLeft, MessageSquareText, Rss, UserX } from "lucide-react";
import { useEffect, useRef } from "react";
import { CriticProfileDetails } from "../../../components/critic-profile";
import { useCriticPage } from "../api";
import { CriticPageReviewItem } from "../components/critic-page-review";

function CriticHeader({ critic, viewer }: { critic: CriticPage; viewer: User | null }) {
  return (
    <Card className="flex flex-col gap-6 p-5 md:p-6">
      <div className="flex items-start gap-4">
        <div
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent/15 text-lg font-semibold text-accent-hover md:size-16 md:text-xl"
        >
          {initials(critic.name)}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere md:text-3xl">{critic.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <TitleBadge reviewCount={critic.totalReviews} />
            <Badge>{TIER_LABELS[critic.tier]} tier</Badge>
          </div>
          {critic.reviewingSince && (
            <p className="text-sm text-fg-muted">Reviewing since {formatMonth(critic.reviewingSince)}</p>
          )}
          <FollowButton
            target={{ kind: "critic", slug: critic.slug }}
            name={critic.name}
            viewer={viewer}
            own={viewer?.criticSlug === critic.slug}
            className="mt-1"
          />
        </div>
      </div>
      <CriticProfileDetails profile={critic} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-border pt-5 md:grid-cols-[auto_auto_minmax(0,1fr)] md:gap-x-10">
        <Term label="Total reviews">
          <span className="text-2xl font-bold tabular">{formatCount(critic.totalReviews)}</span>
        </Term>
        <Term label="Average rating">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold tabular">{formatRating(critic.averageRating)}</span>
            {critic.averageRating !== null && <StarRating value={critic.averageRating} size="sm" />}
          </span>
        </Term>
        <Term label="Publications" className="col-span-2 md:col-span-1">
          {critic.publications.length > 0 ? (
            <PublicationBadges publications={critic.publications} className="pt-1" />
          ) : (
            <span className="text-fg-muted">None yet</span>
          )}
        </Term>
      </dl>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <LoadingRegion label="Loading critic" className="flex flex-col gap-6">
      <div className="flex flex-col gap-6 rounded-(--radius-card) border border-border p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-6 w-48" />
          </div>
        </div>
        <Skeleton className="h-14 w-full" />
      </div>
      <Skeleton className="h-7 w-32" />
      <Skeleton className="h-40 w-full" />
    </LoadingRegion>
  );
}

function BackToCritics() {
  return (
    <Link to={paths.critics} className={buttonClass("ghost", "md", "-ml-3 w-fit")}>
      <ArrowLeft aria-hidden /> All critics
    </Link>
  );
}

/** /critics/:slug — a critic's public page, readable without signing in. */
export default function CriticPublicPage() {
  const slug = useParams().slug ?? "";
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const { user } = useCurrentUser();
  const critic = useCriticPage(slug, page);
  const reviewsRef = useRef<HTMLHeadingElement>(null);
  const data = critic.data;
  useDocumentTitle(data ? `${data.name} · ${data.title}` : critic.isError ? "Critic not found" : "Critic");

  // A page number past the end (an old link) shows the last page instead.
  const lastPage = data ? pageCount(data.reviews.total, data.reviews.pageSize) : 1;
  useEffect(() => {
    if (data && page > lastPage) setSearch({ page: String(lastPage) }, { replace: true });
  }, [data, page, lastPage, setSearch]);

  if (critic.isPending) return <PageSkeleton />;
  if (critic.isError) {
    if (hasCode(critic.error, "not_found")) {
      return (
        <MessagePage icon={<UserX aria-hidden className="size-7" />} title="Critic not found">
          <p>{CRITIC_NOT_FOUND_MESSAGE} The critic may have changed their name, or the link is incomplete.</p>
        </MessagePage>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">Critic</h1>
        <ErrorState title="Could not load this critic's page" query={critic} />
      </div>
    );
  }

  const reviews = data!.reviews;
  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    reviewsRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="flex flex-col gap-6">
      {user && <BackToCritics />}
      <CriticHeader critic={data!} viewer={user} />
      <section aria-labelledby="critic-reviews-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="critic-reviews-heading" ref={reviewsRef} className="scroll-mt-24 text-xl font-semibold">
            Reviews
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {reviews.total > 0 && (
              <p className="text-sm text-fg-muted">
                {reviews.total > reviews.pageSize
                  ? `${formatCount((page - 1) * reviews.pageSize + 1)}–${formatCount(Math.min(page * reviews.pageSize, reviews.total))} of ${plural(reviews.total, "review")}`
                  : plural(reviews.total, "review")}
                , newest first
              </p>
            )}
            <a
              href={criticFeedPath(data!.slug)}
              type="application/atom+xml"
              className="inline-flex min-h-11 items-center gap-1.5 text-sm text-accent hover:underline"
            >
              <Rss aria-hidden className="size-4" /> Atom feed
              <span className="sr-only">of {data!.name}'s reviews</span>
            </a>
          </div>
        </div>
        {reviews.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-10 text-center">
            <MessageSquareText aria-hidden className="size-8 text-fg-muted" />
            <p className="text-fg-secondary">{data!.name} has not published any reviews yet.</p>
          </div>
        ) : (
          <Card
            className="divide-y divide-border px-5 py-5 md:px-6"
            aria-busy={critic.isPlaceholderData || undefined}
          >
            {reviews.items.map((review) => (
              <CriticPageReviewItem
                key={review.id}
                review={review}
                linkPodcasts={Boolean(user)}
                reportAs={user && user.criticName !== data!.name ? data!.name : null}
              />
            ))}
          </Card>
        )}
        <Pagination
          page={page}
          totalPages={lastPage}
          onPageChange={goTo}
          label="Review pages"
          className="pt-2"
        />
      </section>
    </div>
  );
}
