// npm run bench:public, the anonymous client: a child process of its own, so that its load generator does
// not share an event loop with the measurement of the signed-in pages. Cycles as fast as it can through
// every critic's title card, share page, critic page (HTML and API) and the leaderboard, for `seconds`;
// with `spread` each request claims another address (X-Forwarded-For, the server trusting one proxy),
// like many clients at once; with `spellings` it asks for the same pages spelled otherwise (a %-escape,
// capitals) and the other public routes (feeds, the sitemap, covers, /auth), which a limit on the raw
// address would not count (issue 48 item 2). Prints the counts of answers by status as JSON.
import autocannon from "autocannon";

const { url, slugs, seconds, connections, spread, spellings } = JSON.parse(process.env.ATTACK);
const paths = slugs.flatMap((slug, i) =>
  spellings
    ? [
        `/api/%63ritics/${slug}`,
        `/Critics/${slug}`,
        `/critics/${slug}/feed.xml`,
        `/share/%63ritics/${slug}/card.png`,
        "/feed.xml",
        "/sitemap.xml",
        `/api/podcasts/${1 + (i % 50)}/cover.svg`,
        "/auth",
        "/api/%63ritics?period=all",
      ]
    : [
        `/share/critics/${slug}/card.png`,
        `/critics/${slug}`,
        `/api/critics/${slug}`,
        `/share/critics/${slug}`,
        "/api/critics?period=all",
      ],
);
let k = 0;
const statuses = {};
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  requests: [
    {
      setupRequest: (req) => {
        const n = k++;
        const address = spread ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : "198.51.100.99";
        return {
          ...req,
          method: "GET",
          path: paths[n % paths.length],
          headers: { "x-forwarded-for": address },
        };
      },
    },
  ],
});
instance.on("response", (_client, status) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
});
instance.on("done", () => process.stdout.write(JSON.stringify(statuses)));
