import { Button } from "@client/components/ui/button";
import { ErrorState } from "@client/components/ui/error-state";
import { Input } from "@client/components/ui/input";
import { NativeSelect, Options } from "@client/components/ui/native-select";
import { Pagination } from "@client/components/ui/pagination";
import { useCurrentUser } from "@client/features/auth/api";
import { errorMessage } from "@client/lib/api";
import { useFirstLoadDeferred, useFirstScreenFirst } from "@client/lib/first-load-deferred";
import { formatCount, plural } from "@client/lib/format";
import { laterComponent } from "@client/lib/later";
import { useUrlState } from "@client/lib/url-state";
import { type CatalogueQuery, readCatalogueQuery } from "@shared/api/urls/podcasts";
import { GENRES } from "@shared/constants/genres";
import { CATALOGUE_EAGER_COVERS, PODCAST_SORTS, type PodcastSort } from "@shared/constants/podcast";
import type { Podcast } from "@shared/schemas/podcast";
import { Headphones, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useCatalogue } from "../api";
import { PodcastCard, PodcastCardSkeleton } from "./podcast-card";

/** Only administrators see these: their forms (react-hook-form, the dialog; zod on a form's first focus) stay out of everyone's home page chunk. */
const AdminCatalogueActions = laterComponent(() =>
  import("./admin-catalogue-actions").then((m) => m.AdminCatalogueActions),
);

const SORT_LABELS: Record<PodcastSort, string> = {
  title: "Title (A–Z)",
  rating: "Highest rated",
  reviews: "Most reviewed",
  "critic-score": "Critics' score",
  "critic-reviews": "Most critics",
};
const PAGE_SIZE = 24;
const SKELETON_KEYS = Array.from({ length: 12 }, (_, n) => `skeleton-${n}`);

const CATALOGUE_DEFAULTS: CatalogueQuery = { q: "", genre: "", sort: "title", page: 1 };
const SCROLL = { preventScrollReset: true };

/** The catalogue's state lives in the URL, so Back and shared links keep the filters. */
const useCatalogueParams = () => useUrlState(readCatalogueQuery, CATALOGUE_DEFAULTS, SCROLL);

function PodcastGrid({ podcasts, busy }: { podcasts: readonly Podcast[]; busy: boolean }) {
  const shown = useFirstScreenFirst(podcasts);
  return (
    <ul
      aria-label="Podcasts"
      aria-busy={busy}
      className="grid grid-cols-2 gap-4 transition-opacity aria-busy:opacity-60 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
    >
      {shown.map((podcast, index) => (
        <PodcastCard key={podcast.id} podcast={podcast} priority={index < CATALOGUE_EAGER_COVERS} />
      ))}
    </ul>
  );
}

export function Catalogue() {
  const [query, update] = useCatalogueParams();
  const { user } = useCurrentUser();
  const [text, setText] = useState(query.q);
  const catalogue = useCatalogue(query);
  const { isError, isPlaceholderData } = catalogue;
  // The cards are rendered in short slices during the page's first load, in one go after it.
  const data = useFirstLoadDeferred(catalogue.data);
  const isPending = data === undefined;
  const headingId = useId();

  // Only the visitor's own actions write the address: typing (once it settles for 300 ms), the selects and
  // Clear filters. Nothing is written from a comparison made while rendering, because a render can show
  // the address as it was before a navigation still in progress (navigations render as transitions): such
  // a write once put back a genre that Clear filters had just removed.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTyping = () => {
    clearTimeout(typing.current);
    typing.current = undefined;
  };
  useEffect(() => () => clearTimeout(typing.current), []);
  const search = (value: string) => {
    setText(value);
    stopTyping();
    typing.current = setTimeout(() => {
      typing.current = undefined;
      update({ q: value.trim() });
    }, 300);
  };
  const clearFilters = () => {
    stopTyping();
    setText("");
    update({ q: "", genre: "" });
  };

  // Back/forward can change the search in the URL: show it, unless the visitor is typing (their text
  // lands in the URL as soon as it settles).
  useEffect(() => {
    if (typing.current === undefined) setText((current) => (current.trim() === query.q ? current : query.q));
  }, [query.q]);

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById(headingId)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <section aria-labelledby={headingId} className="flex scroll-mt-20 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold">
            Podcasts
          </h2>
          <p className="text-sm text-fg-muted tabular" aria-live="polite">
            {data
              ? `${data.totalCapped ? "More than " : ""}${plural(data.total, "podcast")} · ${plural(data.totalReviews, "review")}`
              : " "}
          </p>
        </div>
        {user?.role === "admin" && <AdminCatalogueActions />}
      </div>

      <search className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="relative col-span-2 sm:col-span-1">
          <label htmlFor="catalogue-search" className="sr-only">
            Search podcasts by title
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input
            id="catalogue-search"
            type="search"
            placeholder="Search podcasts by title"
            value={text}
            onChange={(e) => search(e.target.value)}
            className="pl-9"
            maxLength={200}
          />
        </div>
        <div className="flex min-w-0 flex-col">
          <label htmlFor="catalogue-genre" className="sr-only">
            Genre
          </label>
          <NativeSelect
            id="catalogue-genre"
            value={query.genre}
            onChange={(e) => update({ genre: e.target.value })}
            className="sm:w-52"
          >
            <option value="">All genres</option>
            <Options values={GENRES} />
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col">
          <label htmlFor="catalogue-sort" className="sr-only">
            Sort by
          </label>
          <NativeSelect
            id="catalogue-sort"
            value={query.sort}
            onChange={(e) => update({ sort: e.target.value as PodcastSort })}
            className="sm:w-44"
          >
            <Options values={PODCAST_SORTS} labels={SORT_LABELS} />
          </NativeSelect>
        </div>
      </search>

      {isError ? (
        <ErrorState title="Could not load podcasts" query={catalogue}>
          {errorMessage(catalogue.error)}
        </ErrorState>
      ) : isPending ? (
        <ul
          aria-label="Loading podcasts"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
        >
          {SKELETON_KEYS.map((key) => (
            <PodcastCardSkeleton key={key} />
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-14 text-center">
          <Headphones aria-hidden className="size-10 text-fg-muted" />
          <p className="text-fg-secondary">
            {query.q || query.genre ? "No podcasts match your search." : "The catalogue is empty."}
          </p>
          {(query.q || query.genre) && (
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <PodcastGrid podcasts={data.items} busy={isPlaceholderData} />
          <p className="text-center text-sm text-fg-muted tabular">
            Showing {formatCount((data.page - 1) * PAGE_SIZE + 1)}–
            {formatCount((data.page - 1) * PAGE_SIZE + data.items.length)} of {formatCount(data.total)}
            {data.totalCapped ? "+" : ""}
          </p>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={goToPage}
            label="Catalogue pages"
          />
        </>
      )}
    </section>
  );
}
