import { request } from "./http.mjs";

// The measured requests. Each endpoint makes its k-th request from a counter, so autocannon's load and the
// sequential query count send the same kind of request.

export const SEARCH_TERMS = [
  "the",
  "th",
  "daily",
  "deep h",
  "curious sci",
  "oceans",
  "jazz",
  "files 95",
  "84781",
  "midnight stories",
  "a",
  "rob",
  "late night m",
  "golden",
  "w",
];

/**
 * What someone types into the search box: the start of a title or of one of its later words, cut at a
 * random length ("golden p", "parenting fi", "files 52"), from titles sampled out of the catalogue.
 */
export function titlePrefixes(titles, count = 400) {
  const prefixes = [];
  for (let i = 0; prefixes.length < count && titles.length > 0; i++) {
    const title = titles[i % titles.length];
    const starts = [...title.matchAll(/(?:^|[^\p{L}\p{N}])([\p{L}\p{N}])/gu)].map(
      (m) => m.index + m[0].length - 1,
    );
    const start = starts[Math.floor(Math.random() * starts.length)] ?? 0;
    const rest = title.length - start;
    prefixes.push(title.slice(start, start + 1 + Math.floor(Math.random() * rest)).toLowerCase());
  }
  return prefixes;
}

/** The admin dashboard's trend periods, in weeks (src/client/features/admin/urls.ts). */
export const TREND_PERIODS = [4, 12, 52];

/** Every order of the catalogue (src/shared/constants/podcast.ts), the critics' two included. */
export const CATALOGUE_SORTS = ["title", "rating", "reviews", "critic-score", "critic-reviews"];

/** A few genres of the synthetic catalogue (src/shared/constants/genres.ts), for the filtered orders. */
const BENCH_GENRES = ["History", "Comedy", "News", "True Crime", "Science"];

const criticName = (k, critics) => `Synthetic Critic ${1 + (k % critics)}`;

/** The critic lists measured: public pages, a critic's own list (read as an administrator) and the admin lists. */
export const CRITIC_LISTS = [
  {
    name: "GET /api/critics?period=month|all",
    path: (k) => `/api/critics?period=${k % 2 ? "all" : "month"}`,
  },
  {
    name: "GET /api/critics/:slug",
    path: (k, critics) => `/api/critics/synthetic-critic-${1 + (k % critics)}?page=${1 + (k % 5)}`,
  },
  {
    name: "GET /api/critic-reviews/:criticName (admin)",
    admin: true,
    path: (k, critics) => `/api/critic-reviews/${encodeURIComponent(criticName(k, critics))}`,
  },
  {
    name: "GET /api/admin/critic-reviews?linked=&q=",
    admin: true,
    path: (k, critics) =>
      [
        `/api/admin/critic-reviews?page=${1 + (k % 10)}`,
        "/api/admin/critic-reviews?linked=false",
        `/api/admin/critic-reviews?q=${encodeURIComponent(criticName(k, critics))}`,
      ][k % 3],
  },
  {
    // The moderation queue (issue 30): open and closed, pages 1 to 10, most reporters first.
    name: "GET /api/admin/reports?status=open|closed",
    admin: true,
    path: (k) => `/api/admin/reports?status=${k % 4 === 3 ? "closed" : "open"}&page=${1 + (k % 10)}`,
  },
  {
    name: "GET /api/admin/critic-names (activity, 1 connection)",
    admin: true,
    connections: 1,
    path: () => "/api/admin/critic-names",
  },
];

/** The pages measured as rendered by the server: the catalogue's first pages, a podcast page, a critic page. */
export const RENDERED_PAGES = [
  {
    name: "page / (catalogue, server-rendered)",
    signedIn: true,
    path: (k) => (k % 5 ? `/?page=${1 + (k % 10)}` : "/"),
  },
  {
    name: "page /podcasts/:id (server-rendered)",
    signedIn: true,
    path: (_k, _range, randomId) => `/podcasts/${randomId()}`,
  },
  {
    name: "page /critics/:slug (server-rendered, signed out)",
    signedIn: false,
    path: (k, _range, _id, critics) => `/critics/synthetic-critic-${1 + (k % critics)}`,
  },
];

// A new object per request: autocannon writes Content-Length into the headers it is given, and a shared
// object would carry one body's length to the next request.
const jsonHeaders = (extra = {}) => ({ "content-type": "application/json", ...extra });

/**
 * @param users signed-in bench users { username, password, cookie }, made for this run only, so that
 *   every (user, podcast) pair below is new and each POST /api/reviews can succeed.
 * @param range the podcasts' id range { lo, hi }
 * @param adminCookie the bench administrator's session, for the admin dashboard's reads
 * @param critics how many synthetic critics there are ("Synthetic Critic 1" …, slug synthetic-critic-1 …)
 */
export function apiEndpoints(users, range, password, prefixes, adminCookie, critics = 300) {
  const span = range.hi - range.lo + 1;
  const randomId = () => range.lo + Math.floor(Math.random() * span);
  const user = (k) => users[k % users.length];
  // Reviews walk the id range from a random start: request k is user k % U on podcast start + k, so no
  // pair repeats until k passes the number of podcasts.
  const reviewStart = Math.floor(Math.random() * span);
  return [
    {
      name: "GET /api/user (signed in)",
      request: (k) => ({ path: "/api/user", headers: { cookie: user(k).cookie } }),
    },
    {
      name: "GET /api/podcasts/:id",
      request: (k) => ({ path: `/api/podcasts/${randomId()}`, headers: { cookie: user(k).cookie } }),
    },
    {
      name: "GET /api/podcasts/:id/reviews",
      request: (k) => ({ path: `/api/podcasts/${randomId()}/reviews`, headers: { cookie: user(k).cookie } }),
    },
    {
      name: "GET /api/podcasts/:id/critic-reviews",
      request: (k) => ({
        path: `/api/podcasts/${randomId()}/critic-reviews`,
        headers: { cookie: user(k).cookie },
      }),
    },
    // The catalogue's first pages in each order, as someone browsing it reads them (pages 1 to 10).
    ...CATALOGUE_SORTS.map((sort) => ({
      name: `GET /api/podcasts?sort=${sort}`,
      request: (k) => ({
        path: `/api/podcasts?page=${1 + (k % 10)}&sort=${sort}`,
        headers: { cookie: user(k).cookie },
      }),
    })),
    // The critics' score order within a genre: its two index scans filtered (issue 30, decision 0054).
    {
      name: "GET /api/podcasts?sort=critic-score&genre=",
      request: (k) => ({
        path: `/api/podcasts?page=${1 + (k % 10)}&sort=critic-score&genre=${encodeURIComponent(BENCH_GENRES[k % BENCH_GENRES.length])}`,
        headers: { cookie: user(k).cookie },
      }),
    },
    {
      name: "GET /api/search/podcasts?q= (mixed texts)",
      request: (k) => ({
        path: `/api/search/podcasts?q=${encodeURIComponent(SEARCH_TERMS[k % SEARCH_TERMS.length])}`,
        headers: { cookie: user(k).cookie },
      }),
    },
    {
      name: "GET /api/search/podcasts?q= (title prefixes)",
      request: (k) => ({
        path: `/api/search/podcasts?q=${encodeURIComponent(prefixes[k % prefixes.length])}`,
        headers: { cookie: user(k).cookie },
      }),
    },
    {
      name: "GET /api/search/podcasts?q= (title prefixes, 1 connection)",
      connections: 1,
      request: (k) => ({
        path: `/api/search/podcasts?q=${encodeURIComponent(prefixes[k % prefixes.length])}`,
        headers: { cookie: user(k).cookie },
      }),
    },
    // The admin dashboard's trends, cycling through its three periods (a 52-week answer reads 104 weeks). One
    // connection: the issue asks for the unqueued p99, and 20 connections of multi-second reads would
    // still be running in the database while the next endpoints are measured.
    {
      name: "GET /api/admin/stats/trends?weeks=4|12|52 (1 connection)",
      connections: 1,
      timeoutSeconds: 60, // seconds per request at 10,000,000 reviews (docs/performance.md)
      request: (k) => ({
        path: `/api/admin/stats/trends?weeks=${TREND_PERIODS[k % TREND_PERIODS.length]}`,
        headers: { cookie: adminCookie },
      }),
    },
    // The critics' reads over the synthetic critic reviews (issue 29 item 14): the leaderboard (kept for
    // PUBLIC_CACHE_SECONDS, so most requests read the cache), a critic's public page (signed in: always
    // read), a critic's list, the admin lists and the critics' activity. The catalogue's critic sorts are
    // above.
    // Each list with 20 connections (requests per second) and with one (the unqueued latency the issue's
    // 20 ms target is about), unless it names its own.
    ...CRITIC_LISTS.flatMap(({ name, path, admin, connections }) =>
      (connections ? [connections] : [20, 1]).map((n) => ({
        name: `${name}${n === 1 && !connections ? " (1 connection)" : ""}`,
        connections: n,
        request: (k) => ({
          path: path(k, critics),
          headers: { cookie: admin ? adminCookie : user(k).cookie },
        }),
      })),
    ),
    // Pages as the server renders them (decision 0059): their loader reads, then React's render. With 20
    // connections, pages per second; with one, the unqueued latency (issue 34: p99 within 30 ms).
    ...RENDERED_PAGES.flatMap(({ name, path, signedIn }) =>
      [20, 1].map((connections) => ({
        name: `${name}${connections === 1 ? " (1 connection)" : ""}`,
        connections,
        request: (k) => ({
          path: path(k, range, randomId, critics),
          headers: { accept: "text/html", ...(signedIn ? { cookie: user(k).cookie } : {}) },
        }),
      })),
    ),
    {
      name: "POST /api/reviews",
      request: (k) => ({
        method: "POST",
        path: "/api/reviews",
        headers: jsonHeaders({ cookie: user(k).cookie }),
        body: JSON.stringify({
          podcastId: range.lo + ((reviewStart + k) % span),
          title: `Bench review ${k}`,
          content: "Written by npm run bench to measure the review write path.",
          rating: 0.5 * (1 + (k % 10)),
        }),
      }),
    },
    {
      name: "POST /api/login",
      request: (k) => ({
        method: "POST",
        path: "/api/login",
        headers: jsonHeaders(),
        body: JSON.stringify({ username: user(k).username, password }),
      }),
    },
  ];
}

/** One request on its own connection (for the sequential SQL count). */
export function send(baseUrl, { method = "GET", path, headers, body }) {
  return request(baseUrl + path, { method, headers, body });
}
