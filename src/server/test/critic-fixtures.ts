import type { CriticDatabase } from "../adapters/critic-db";
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
