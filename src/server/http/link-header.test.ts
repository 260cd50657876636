import { describe, expect, it } from "vitest";
import { linkHeader } from "./link-header";

// The head as the build writes it (index.html), with a page's chunk, first data and cover added.
const HTML = `<!doctype html>
<html lang="en"><head>
<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%3E" />
<link rel="preload" href="/assets/inter-core-wght-9POW5cpv.woff2" as="font" type="font/woff2" crossorigin />
<title>Critics' Corner</title>
<link rel="modulepreload" crossorigin href="/assets/client-Ctc9pQZs.js">
<script type="module" crossorigin src="/assets/index-CsYzQ4_U.js"></script>
<link rel="stylesheet" crossorigin href="/assets/client-CEzQ_qQk.css">
<script type="application/json" id="cc-session">{"user":null}</script>
<link rel="modulepreload" crossorigin href="/assets/podcast-page-eNLgJUfZ.js" />
<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/podcasts/7/reviews?page=1&amp;pageSize=20" />
<link rel="preload" as="image" fetchpriority="high" href="/api/podcasts/7/cover.svg" />
<link rel="canonical" href="/podcasts/7" />
</head>
<body><link rel="modulepreload" href="/assets/not-in-the-head.js"><div id="root"></div></body></html>`;

describe("the Link header of a page", () => {
  it("lists every preload, module script and style sheet of the head, in order, as the browser reads them", () => {
    expect(linkHeader(HTML).split(", ")).toEqual([
      '</assets/inter-core-wght-9POW5cpv.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
      "</assets/client-Ctc9pQZs.js>; rel=modulepreload; crossorigin",
      "</assets/index-CsYzQ4_U.js>; rel=modulepreload; crossorigin",
      "</assets/client-CEzQ_qQk.css>; rel=preload; as=style; crossorigin",
      "</assets/podcast-page-eNLgJUfZ.js>; rel=modulepreload; crossorigin",
      "</api/podcasts/7/reviews?page=1&pageSize=20>; rel=preload; as=fetch; crossorigin=use-credentials",
      "</api/podcasts/7/cover.svg>; rel=preload; as=image; fetchpriority=high",
    ]);
  });

  it("names an address once, and leaves out what a header cannot carry", () => {
    const head = `<head>
<link rel="modulepreload" crossorigin href="/assets/a.js">
<link rel="modulepreload" crossorigin href="/assets/a.js">
<link rel="preload" as="image" href="https://covers.example/x.jpg">
<link rel="preload" as="image" href="/api/podcasts/1/cover?name=&lt;b&gt;">
<link rel="preload" as="fetch" href="/api/critic/Zo%C3%AB/info">
<link rel="preload" as="fetch" href="/api/critic/Zoë/info">
<link rel="preload" as="fetch" crossorigin="x y" href="/api/b">
</head>`;
    expect(linkHeader(head).split(", ")).toEqual([
      "</assets/a.js>; rel=modulepreload; crossorigin",
      "</api/critic/Zo%C3%AB/info>; rel=preload; as=fetch",
      "</api/b>; rel=preload; as=fetch",
    ]);
  });

  it("is empty for a page that preloads nothing", () => {
    expect(linkHeader("<html><head><title>x</title></head><body></body></html>")).toBe("");
  });
});
