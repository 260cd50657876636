import { parsePodcastId } from "@shared/api/urls/podcasts";
import { isGeneratedCover } from "@shared/constants/cover-art";
import { CATALOGUE_EAGER_COVERS } from "@shared/constants/podcast";
import { FIRST_READS } from "@shared/routing/first-reads";
import { mayOpen, PAGES } from "@shared/routing/pages";
import { podcastListQuerySchema } from "@shared/schemas/podcast";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { escapeHtml } from "../lib/html";
import { catalogueCovers, podcastCover } from "../services/podcasts/catalogue";
import type { PageMatch } from "./page-preloads";
import { readsViewer } from "./server-render";

/** How long a page's HTML waits for its cover's address; past it the page is sent without the hint. */
const COVER_WAIT_MS = 250;

const fetchTag = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`;
const imageTag = (url: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`;

/** The `<link>` tags ("" for none): all of them, and the images' alone (for a page drawn with its data). */
export interface FirstPaint {
  tags: string;
  images: string;
}
const NOTHING: FirstPaint = { tags: "", images: "" };

type Covers = (app: FastifyInstance, page: PageMatch, reads: string[]) => Promise<string[]>;

/** The covers a page shows largest on its first paint, found from its first reads' addresses. */
const COVERS: Partial<Record<keyof typeof PAGES, Covers>> = {
  // The catalogue's address parsed as its API parses it: the same page of the same list.
  home: async (app, _page, [catalogue]) => {
    const query = podcastListQuerySchema.safeParse(
      Object.fromEntries(new URL(catalogue ?? "", "http://page").searchParams),
    );
    return query.success ? catalogueCovers(app.ctx, query.data, CATALOGUE_EAGER_COVERS) : [];
  },
  podcast: async (app, { params }) => {
    const id = parsePodcastId(params.id);
    const cover = id ? await podcastCover(app.ctx.db, id) : null;
    return cover ? [cover] : [];
  },
};

/** `covers`, or nothing when they take longer than COVER_WAIT_MS or fail: the hint is never worth a delay. */
async function coversInTime(
  app: FastifyInstance,
  covers: Covers,
  page: PageMatch,
  reads: string[],
): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), COVER_WAIT_MS);
  });
  try {
    return await Promise.race([covers(app, page, reads), late]);
  } catch (error) {
    app.log.warn({ err: error }, "first-paint covers failed; page sent without them");
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a page's HTML starts besides its chunk, for a signed-in visitor who may open the page: its first
 * reads (the same addresses the client's route table requests, shared/routing/first-reads.ts) and the
 * cover its first paint shows largest. Without them a phone asked for the data only once the app's script
 * had run and the session had answered, and for the cover only once the data had been drawn: two round trips
 * in a row after the script (decision 0043).
 */
export async function firstPaintTags(
  app: FastifyInstance,
  request: FastifyRequest,
  page: PageMatch | null,
  user: UserRow | null,
): Promise<FirstPaint> {
  const reads = page && FIRST_READS[page.key];
  if (!page || !reads) return NOTHING;
  if (!mayOpen(PAGES[page.key].access, user)) return NOTHING;
  const search = new URLSearchParams(request.url.split("?")[1] ?? "");
  const urls = reads({ params: page.params, search, viewer: readsViewer(user) });
  const coversOf = COVERS[page.key];
  const covers = coversOf && urls.length ? await coversInTime(app, coversOf, page, urls) : [];
  // Generated art is drawn in the page itself (decision 0068): only a podcast's own image is fetched.
  const images = covers
    .filter((url) => !isGeneratedCover(url))
    .map(imageTag)
    .join("\n");
  return { tags: [images, ...urls.map(fetchTag)].filter(Boolean).join("\n"), images };
}
