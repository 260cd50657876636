import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { SearchInput } from "@client/components/ui/search-input";
import { Spinner } from "@client/components/ui/spinner";
import { usePodcastSearch } from "@client/features/critic/api";
import { cn } from "@client/lib/cn";
import { ApiError } from "@client/lib/http";
import type { UnlinkedCriticReview } from "@shared/schemas/critics";
import type { PodcastSearchResult } from "@shared/schemas/podcast";
import { type ComponentProps, useId, useState } from "react";

export interface LinkChoice {
  podcast: PodcastSearchResult;
  sameText: boolean;
}

interface LinkPodcastDialogProps {
  review: UnlinkedCriticReview;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onLink: (choice: LinkChoice) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

/**
 * The podcast picker: searches the catalogue (the same search as Add Review's podcast field, starting
 * from the review's podcast text), then links this review or every unlinked review with the same text.
 */
export function LinkPodcastDialog({
  review,
  onOpenChange,
  pending,
  error,
  onLink,
  onCloseAutoFocus,
}: LinkPodcastDialogProps) {
  const searchId = useId();
  const [text, setText] = useState(review.podcastName);
  const [picked, setPicked] = useState<PodcastSearchResult | null>(null);
  const search = usePodcastSearch(text);
  const results = search.data ?? [];
  const others = review.sameTextCount;
  const failed = error instanceof ApiError ? error.serverMessage : error ? "Please try again." : null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Link to a podcast"
        description={`${review.criticName} reviewed “${review.podcastName}”. Pick the catalogue podcast it is about.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-fg-secondary">
            Search the catalogue
          </label>
          <SearchInput
            id={searchId}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>

        <fieldset className="flex min-h-24 flex-col gap-2" aria-busy={search.isFetching}>
          <legend className="sr-only">Catalogue podcasts</legend>
          {!text.trim() ? (
            <p className="text-sm text-fg-muted">Type part of a podcast title.</p>
          ) : search.isError ? (
            <Alert variant="destructive" title="Could not search the catalogue.">
              <Button variant="outline" size="sm" className="mt-1" onClick={() => search.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : search.isPending || (search.isFetching && results.length === 0) ? (
            <Spinner label="Searching podcasts" className="self-center py-4" />
          ) : results.length === 0 ? (
            <p className="text-sm text-fg-muted">No podcast in the catalogue matches “{text.trim()}”.</p>
          ) : (
            <div className="flex max-h-64 flex-col gap-1.5 overflow-y-auto p-0.5">
              {results.map((podcast) => (
                <label
                  key={podcast.id}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-2",
                    "has-focus-visible:outline-2 has-focus-visible:outline-accent",
                    picked?.id === podcast.id && "border-accent bg-accent/10",
                  )}
                >
                  <input
                    type="radio"
                    name="podcast"
                    className="size-4 shrink-0 accent-(--color-accent)"
                    checked={picked?.id === podcast.id}
                    onChange={() => setPicked(podcast)}
                  />
                  <span className="min-w-0 wrap-anywhere">{podcast.title}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        {failed && (
          <Alert variant="destructive" title="Could not link the review.">
            {failed}
          </Alert>
        )}

        <DialogActions>
          {others > 1 && (
            <Button
              variant="secondary"
              disabled={!picked}
              aria-disabled={pending || undefined}
              onClick={() => picked && !pending && onLink({ podcast: picked, sameText: true })}
            >
              Link all {others} with the same text
            </Button>
          )}
          <Button
            disabled={!picked}
            aria-disabled={pending || undefined}
            onClick={() => picked && !pending && onLink({ podcast: picked, sameText: false })}
          >
            {pending ? "Linking…" : "Link this review"}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
