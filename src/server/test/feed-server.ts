import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FeedRoute = (response: ServerResponse, headers: IncomingHttpHeaders) => void;

/**
 * A local HTTP server that answers as podcast hosts do (tests set the answer of each path), and keeps the
 * headers of every request it got, per path.
 */
export class FeedServer {
  readonly routes = new Map<string, FeedRoute>();
  readonly requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  private readonly server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    this.requests.push({ path, headers: request.headers });
    const route = this.routes.get(path);
    if (!route) {
      response.writeHead(404).end("not found");
      return;
    }
    route(response, request.headers);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  url(path: string, host = "127.0.0.1"): string {
    return `http://${host}:${(this.server.address() as AddressInfo).port}${path}`;
  }

  requestsTo(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface FeedItem {
  guid?: string;
  title: string;
  description?: string;
  pubDate?: string;
  duration?: string;
  enclosure?: string;
  season?: number;
  episode?: number;
}

/** An RSS 2.0 podcast feed with the iTunes and Podcasting 2.0 namespaces. */
export function rssFeed(items: FeedItem[], title = "A Test Show"): string {
  const body = items
    .map(
      (i) => `<item>
  <title>${i.title}</title>
  ${i.guid ? `<guid isPermaLink="false">${i.guid}</guid>` : ""}
  ${i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : ""}
  ${i.description ? `<description><![CDATA[${i.description}]]></description>` : ""}
  ${i.duration ? `<itunes:duration>${i.duration}</itunes:duration>` : ""}
  ${i.season ? `<itunes:season>${i.season}</itunes:season>` : ""}
  ${i.episode ? `<podcast:episode>${i.episode}</podcast:episode>` : ""}
  ${i.enclosure ? `<enclosure url="${i.enclosure}" type="audio/mpeg" length="1000"/>` : ""}
</item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>${title}</title><link>https://example.com</link><description>Test</description>
${body}
</channel></rss>`;
}
