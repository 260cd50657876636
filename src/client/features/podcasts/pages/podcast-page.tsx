import { MessagePage } from "@client/components/message-page";
import { Badge } from "@client/components/ui/badge";
import { Button, buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { usePanelFocus } from "@client/components/ui/focus-return";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { LoadingRegion, Skeleton, SkeletonLines } from "@client/components/ui/skeleton";
import { useCurrentUser } from "@client/features/auth/api";
import { FollowButton } from "@client/features/following";
import { hasCode } from "@client/lib/api";
import { useFirstLoadDeferred } from "@client/lib/first-load-deferred";
import { later, laterComponent, usePressToLoad } from "@client/lib/later";
import { Link, useParams } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { parsePodcastId } from "@shared/api/urls/podcasts";
import { paths } from "@shared/routing/page-paths";
import type { Review } from "@shared/schemas/review";
import type { User } from "@shared/schemas/user";
import { ArrowLeft, ExternalLink, FileQuestion, Globe, Headphones, Pencil, PenLine } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type PodcastWithMyReview, usePodcast, usePodcastReviews } from "../api";
import { CriticReviews } from "../components/critic-reviews";
import { EpisodeList } from "../components/episode-list";
import { LoadMoreButton } from "@client/components/load-more-button";
import { PodcastCover } from "../components/podcast-cover";
import { RatingSummary } from "../components/rating-summary";
import { ReviewList } from "../components/review-list";
import { ShareButton } from "../components/share-button";

// The forms (zod, react-hook-form) are fetched once the page is on screen, not before it.
const ReviewForm = laterComponent(() => import("../components/review-form").then((m) => m.ReviewForm));
/** An administrator's podcast editor: a Radix dialog, fetched when its button is reached for. */
const editPodcastDialog = later(async () => (await import("../components/edit-podcast-dialog")).default);

function EditPodcastButton({ podcast }: { podcast: PodcastWithMyReview }) {
  const { Component, defaultOpen, autoFocus, triggerProps } = usePressToLoad(editPodcastDialog);
  if (Component) return <Component podcast={podcast} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  return (
    <Button variant="ghost" aria-haspopup="dialog" {...triggerProps}>
      <Pencil aria-hidden /> Edit podcast
    </Button>
  );
}

function BackLink() {
  return (
    <Link to={paths.home} className={buttonClass("ghost", "md", "-ml-3 w-fit")}>
      <ArrowLeft aria-hidden /> Back to Podcasts
    </Link>
  );
}

/** A podcast address that leads nowhere: the app's 404 block, with the way back to the catalogue. */
function Problem({ title, children }: { title: string; children: string }) {
  return (
    <MessagePage
      icon={<FileQuestion aria-hidden className="size-7" />}
      title={title}
      homeLabel="Back to Podcasts"
    >
      <p>{children}</p>
    </MessagePage>
  );
}

function ExternalButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <NewTabLink href={href} className={buttonClass("secondary", "md")}>
      {children}
      <ExternalLink aria-hidden className="opacity-70" />
      <span className="sr-only">(opens in a new tab)</span>
    </NewTabLink>
  );
}

function PodcastHeader({ podcast, viewer }: { podcast: PodcastWithMyReview; viewer: User }) {
  return (
    <Card className="grid grid-cols-1 gap-6 p-5 md:grid-cols-[16rem_minmax(0,1fr)] md:p-6">
      <PodcastCover
        title={podcast.title}
        category={podcast.category}
        coverImage={podcast.coverImage}
        alt={`Cover art for ${podcast.title}`}
        className="mx-auto max-w-64 md:max-w-none"
        priority
      />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">{podcast.category}</Badge>
        </div>
        <h1 className="text-2xl font-bold wrap-anywhere md:text-3xl">{podcast.title}</h1>
        <p className="text-fg-secondary wrap-anywhere">
          by <span className="font-medium text-fg">{podcast.publisher}</span>
        </p>
        <FollowButton target={{ kind: "podcast", id: podcast.id }} name={podcast.title} viewer={viewer} />
        {podcast.description && (
          <p className="max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed">
            {podcast.description}
          </p>
        )}
        {podcast.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {podcast.tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge className="wrap-anywhere">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          {podcast.website && (
            <ExternalButton href={podcast.website}>
              <Globe aria-hidden /> Official website
            </ExternalButton>
          )}
          {podcast.listenUrl && (
            <ExternalButton href={podcast.listenUrl}>
              <Headphones aria-hidden /> Listen
            </ExternalButton>
          )}
          <ShareButton title={podcast.title} />
          {viewer.role === "admin" && <EditPodcastButton podcast={podcast} />}
        </div>
      </div>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <LoadingRegion label="Loading podcast" className="flex flex-col gap-6">
      <Skeleton className="h-11 w-44" />
      <div className="grid grid-cols-1 gap-6 rounded-(--radius-card) border border-border p-6 md:grid-cols-[16rem_1fr]">
        <Skeleton className="aspect-square w-full max-w-64" />
        <div className="flex flex-col gap-3">
          <SkeletonLines lines={["h-6 w-24", "h-9 w-3/4", "h-5 w-1/3", "h-20 w-full"]} />
        </div>
      </div>
    </LoadingRegion>
  );
}

export default function PodcastPage() {
  const id = parsePodcastId(useParams().id);
  const { user } = useCurrentUser();
  const podcast = usePodcast(id);
  const reviews = usePodcastReviews(id);
  const allReviews = useMemo(() => reviews.data?.pages.flat(), [reviews.data]);
  // The page is rendered in short slices during the page's first load, in one go after it.
  const shown = useFirstLoadDeferred(podcast.data);
  // Which review the form edits (null: a new one), fixed when it opens so later data cannot swap it.
  const [form, setForm] = useState<{ review: Review | null } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const formFocus = usePanelFocus(form ? String(form.review?.id ?? "new") : null, formRef);
  const openForm = (review: Review | null) => {
    formFocus.remember();
    setForm({ review });
  };
  const missing = hasCode(podcast.error, "not_found");
  useDocumentTitle(
    id === undefined
      ? "Invalid podcast ID"
      : missing
        ? "Podcast not found"
        : (podcast.data?.title ?? "Podcast"),
  );

  const canWrite = user?.status !== "suspended";
  const isAdmin = user?.role === "admin";
  useEffect(() => {
    if (canWrite) ReviewForm.preload();
    if (isAdmin) editPodcastDialog.preload();
  }, [canWrite, isAdmin]);

  useEffect(() => {
    if (form) formRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [form]);

  if (id === undefined)
    return (
      <Problem title="Invalid podcast ID">
        A podcast's address ends in its number, like /podcasts/42. Check the link you followed.
      </Problem>
    );
  if (!user) return null;
  if (podcast.isPending) return <PageSkeleton />;
  if (podcast.isError) {
    if (missing)
      return (
        <Problem title="Podcast not found">
          There is no podcast with this number. It may have been removed from the catalogue.
        </Problem>
      );
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold">Podcast</h1>
        <ErrorState title="Error loading podcast details." query={podcast} />
      </div>
    );
  }

  if (!shown) return <PageSkeleton />;
  const data = shown;
  const mine = data.myReview;
  const closeForm = () => setForm(null);
  const formReview = form?.review ?? null;

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PodcastHeader podcast={data} viewer={user} />
      <EpisodeList podcastId={data.id} />

      {/* Phones: the critics, then the audience's ratings and reviews. Wider: the Ratings box beside both. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <CriticReviews podcastId={data.id} score={data.criticScore} />
        </div>
        <section
          aria-labelledby="reviews-heading"
          className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="reviews-heading" className="text-xl font-semibold">
              Audience reviews
            </h2>
            {canWrite && !form && (
              <Button ref={formFocus.fallback} onClick={() => openForm(mine)}>
                <PenLine aria-hidden /> {mine ? "Edit Your Review" : "Write a Review"}
              </Button>
            )}
          </div>
          {form && (
            <div ref={formRef}>
              <Card className="p-5">
                <h3 className="mb-4 text-lg font-semibold">
                  {formReview
                    ? formReview.userId === user.id
                      ? "Edit Your Review"
                      : "Edit Review"
                    : "Write a Review"}
                </h3>
                <ReviewForm
                  key={formReview?.id ?? "new"}
                  podcastId={data.id}
                  review={formReview}
                  onDone={closeForm}
                />
              </Card>
            </div>
          )}
          <ReviewList
            reviews={allReviews}
            isLoading={reviews.isPending}
            isError={reviews.isError}
            viewer={user}
            onEdit={openForm}
          />
          <LoadMoreButton pages={reviews}>Load more reviews</LoadMoreButton>
        </section>
        <aside aria-label="Ratings" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-4 p-5 lg:sticky lg:top-20">
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold">Ratings</h2>
              <p className="text-sm text-fg-muted">From the audience's reviews</p>
            </div>
            <RatingSummary
              average={data.averageRating}
              count={data.reviewCount}
              distribution={data.ratingDistribution}
            />
          </Card>
        </aside>
      </div>
    </div>
  );
}
