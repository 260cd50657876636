import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { adminApi, expect, unique } from "./fixtures";

export interface Account {
  id: number;
  username: string;
  password: string;
  name: string;
}

/** Registers an account on `request` (which is then signed in as it); a new account is pending. */
export async function register(request: APIRequestContext, prefix: string, name: string): Promise<Account> {
  const account = { username: unique(prefix), password: "e2e-Follow-pass", name };
  const res = await request.post("/api/register", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return { ...account, id: (await res.json()).user.id as number };
}

/**
 * A new active account (only active accounts may follow): registered on `request`, which stays signed
 * in as it, and activated by an administrator.
 */
export async function activeAccount(
  request: APIRequestContext,
  baseURL: string,
  prefix = "follower",
): Promise<Account> {
  const account = await register(request, prefix, "Fran Follower");
  const admin = await adminApi(baseURL);
  const res = await admin.put(`/api/users/${account.id}`, { data: { status: "active" } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
  return account;
}

export interface CriticWithPage extends Account {
  slug: string;
  /** Signed in as the critic: dispose it. */
  api: APIRequestContext;
}

/** A new critic with a critic name, so a public page (/critics/<slug>), and an API session of their own. */
export async function criticWithPage(baseURL: string): Promise<CriticWithPage> {
  const api = await playwrightRequest.newContext({ baseURL });
  const name = `Followed ${unique("").slice(1).toUpperCase()}`;
  const account = await register(api, "followed", name);
  const admin = await adminApi(baseURL);
  const created = await admin.post("/api/admin/critic-names", {
    data: { name, publication: `${name} Weekly` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const assigned = await admin.put(`/api/users/${account.id}`, {
    data: { name, role: "critic", status: "active" },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await admin.dispose();
  const slug = (await (await api.get("/api/user")).json()).user.criticSlug as string;
  return { ...account, name, slug, api };
}

/** The critic publishes `count` reviews of the podcast, one after the other (the last is the newest). */
export async function publishReviews(
  critic: CriticWithPage,
  podcast: { id: number; title: string },
  count: number,
): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const res = await critic.api.post("/api/airtable/reviews", {
      data: {
        podcastName: podcast.title,
        podcastId: podcast.id,
        url: `https://example.com/reviews/${critic.slug}-${i}`,
        date: new Date().toISOString().slice(0, 10),
        rating: 4,
        snippet: `Review ${i} by ${critic.name}: a patient, funny and well-made show worth your evenings.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Waits until the member's feed holds `count` items (critic reviews arrive by a background job). */
export async function waitForFeed(request: APIRequestContext, count: number): Promise<void> {
  await expect(async () => {
    const feed = await (await request.get("/api/feed?limit=50")).json();
    expect(feed.items).toHaveLength(count);
  }).toPass({ timeout: 60_000 });
}
