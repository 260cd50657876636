import { eq } from "drizzle-orm";
import type { CriticDatabase } from "../adapters/critic-db";
import type { Queryable } from "../db/client";
import { criticReviews } from "../db/schema";
import { writeCopies } from "../services/critic/local-copy";
import { uniqueCriticName } from "./critic-data";
import { FakeAirtable, fakeAirtableEnv } from "./fake-airtable";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";
import type { TestClient } from "./test-client";

export const CRITIC_DB_KINDS = ["builtin", "airtable"] as const;
export type CriticDbKind = (typeof CRITIC_DB_KINDS)[number];

export interface CriticTestApp extends TestApp {
  kind: CriticDbKind;
  /** The local Airtable server, when the critic database is Airtable. */
  fake: FakeAirtable | undefined;
  /** Runs every due background job (delivery to the critic database). */
  deliver(): Promise<void>;
  /** A signed-in critic whose critic name exists in the critic database with these publications. */
  critic(options?: {
    publications?: string[];
    name?: string;
  }): Promise<{ client: TestClient; name: string; db: CriticDatabase }>;
}

/** The app with the chosen critic database (Airtable: a fresh local Airtable server). */
export async function createCriticTestApp(
  kind: CriticDbKind,
  options: TestAppOptions & { fake?: ConstructorParameters<typeof FakeAirtable>[0] } = {},
): Promise<CriticTestApp> {
  let fake: FakeAirtable | undefined;
  let env = options.env ?? {};
  if (kind === "airtable") {
    // API tests are about behaviour: the fake allows more than Airtable unless a test asks otherwise.
    fake = new FakeAirtable({ requestsPerSecond: 50, ...options.fake });
    await fake.start();
    env = { ...fakeAirtableEnv(fake, { AIRTABLE_REQUESTS_PER_SECOND: "5" }), ...env };
  }
  const t = await createTestApp({ ...options, env });
  const close = t.close;
  return Object.assign(t, {
    kind,
    fake,
    async deliver() {
      await t.ctx.worker.drain();
    },
    async critic(opts: { publications?: string[]; name?: string } = {}) {
      const name = opts.name ?? uniqueCriticName();
      const [first, ...more] = opts.publications ?? [`${name} Weekly`];
      if (first) {
        await t.ctx.criticDb.createCriticName({ name, publication: first });
        for (const publication of more) await t.ctx.criticDb.addPublication(name, publication);
      }
      const { client } = await t.signedIn({ role: "critic", status: "active", criticName: name, name });
      return { client, name, db: t.ctx.criticDb };
    },
    async close() {
      await close();
      await fake?.stop();
    },
  });
}

export interface CriticReviewFixture {
  reviewer: string;
  podcast: string;
  rating: number | null;
  date?: string | null;
  /** When it entered the critic database (Airtable: the record's created time); default now. */
  submittedAt?: Date;
}

let records = 0;

/**
 * A critic review made in the critic database itself (not through Add Review): a row of the built-in
 * database, or with Airtable the copy the sync writes of a new record. Answers the row's id and the id
 * the API shows (the Airtable record's, or the row's).
 */
export async function addCriticReview(
  t: CriticTestApp,
  review: CriticReviewFixture,
  db: Queryable = t.ctx.db,
): Promise<{ id: number; apiId: string }> {
  const { date = "2025-01-05", submittedAt = new Date(), ...rest } = review;
  const fields = {
    ...rest,
    submissionId: null,
    publication: `${review.reviewer} Weekly`,
    snippet: "A review written in the critic database for the catalogue tests.",
    date,
    url: "https://example.com/review",
  };
  if (t.kind === "builtin") {
    const [row] = await db
      .insert(criticReviews)
      .values({ ...fields, submittedAt })
      .returning({ id: criticReviews.id });
    return { id: row!.id, apiId: String(row!.id) };
  }
  const recordId = `recF${String(records++).padStart(13, "0")}`;
  await writeCopies(db, [{ ...fields, id: recordId, createdAt: submittedAt.toISOString() }]);
  const [row] = await db
    .select({ id: criticReviews.id })
    .from(criticReviews)
    .where(eq(criticReviews.recordId, recordId));
  return { id: row!.id, apiId: recordId };
}
