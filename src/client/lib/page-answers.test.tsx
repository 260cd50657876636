import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGet, apiRequest, prefetchGet } from "./http";
import { type PageAnswers, pageAnswers } from "./page-answers";

let answers: PageAnswers = pageAnswers(new Map());
const setPageAnswers = (next: Map<string, unknown>) => {
  answers = pageAnswers(next);
};

describe("the answers a page was drawn with (decision 0059)", () => {
  it("gives each answer once, by its exact address", () => {
    setPageAnswers(new Map<string, unknown>([["/api/critics?period=month", { items: [] }]]));
    expect(answers.take("/api/critics?period=all")).toBeUndefined();
    expect(answers.take("/api/critics?period=month")).toEqual({ items: [] });
    expect(answers.take("/api/critics?period=month")).toBeUndefined();
  });

  it("gives a list read a page at a time its first page", () => {
    setPageAnswers(new Map<string, unknown>([["/api/podcasts/3/reviews?page=1&pageSize=10", [{ id: 1 }]]]));
    expect(answers.firstPage("/api/podcasts/3/reviews?page=1&pageSize=10" as never)).toEqual({
      pages: [[{ id: 1 }]],
      pageParams: [1],
    });
    expect(answers.firstPage("/api/podcasts/3/reviews?page=1&pageSize=10" as never)).toBeUndefined();
  });
});

describe("an answer a hover prefetched (decision 0066)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A fetch that answers each URL from `answers` (status and body), counting the requests it made. */
  function stubFetch(answers: Record<string, [number, string]>) {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      const [status, body] = answers[url] ?? [404, '{"message":"Not found"}'];
      return new Response(body, { status });
    });
    return asked;
  }
  const arrival = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("is a page's data at once once it has arrived, and only once", async () => {
    setPageAnswers(new Map());
    const asked = stubFetch({ "/api/podcasts?page=1": [200, '{"items":[1,2]}'] });
    prefetchGet("/api/podcasts?page=1");
    expect(answers.take("/api/podcasts?page=1")).toBeUndefined(); // on its way: the query asks for it
    await arrival();
    expect(answers.take("/api/podcasts?page=1")).toEqual({ items: [1, 2] });
    expect(answers.take("/api/podcasts?page=1")).toBeUndefined();
    // Taken: a later read of the same address asks the API again.
    expect(await apiGet("/api/podcasts?page=1" as never)).toEqual({ items: [1, 2] });
    expect(asked).toEqual(["/api/podcasts?page=1", "/api/podcasts?page=1"]);
  });

  it("is never a refusal, nor an answer from before a write, nor one prefetched too long ago", async () => {
    setPageAnswers(new Map());
    stubFetch({
      "/api/admin/stats": [403, '{"message":"Administrators only"}'],
      "/api/critics?period=all": [200, '{"items":[]}'],
      "/api/profile": [200, '{"name":"Ada"}'],
      "/api/logout": [200, "{}"],
    });
    prefetchGet("/api/admin/stats");
    prefetchGet("/api/profile");
    await arrival();
    expect(answers.take("/api/admin/stats")).toBeUndefined();
    await apiRequest("POST", "/api/logout");
    expect(answers.take("/api/profile")).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() });
    prefetchGet("/api/critics?period=all");
    await vi.advanceTimersByTimeAsync(15_000);
    expect(answers.take("/api/critics?period=all")).toBeUndefined();
  });
});
