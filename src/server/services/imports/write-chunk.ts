import type { Genre } from "@shared/constants/genres";
import type { PodcastValues } from "@shared/schemas/podcast";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { podcasts } from "../../db/schema";
import {
  columnsOf,
  findExisting,
  insertPodcast,
  podcastDuplicateError,
  replacePodcast,
  titleKeyOf,
} from "../podcasts/admin-podcasts";
import { adjustCatalogueCounts } from "../podcasts/aggregates";

/**
 * Rows per insert statement. The embedded database runs on the server's own thread, so one statement
 * holds every other request back while it runs: small statements with a turn of the event loop between
 * them keep health checks and progress reads answering during a large import.
 */
const INSERT_SLICE = 25;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A record that passed validation, with the file line it came from. */
export interface ValidRecord {
  line: number;
  values: PodcastValues;
}

export interface ChunkOutcome {
  created: number;
  updated: number;
  /** Records refused by a uniqueness rule, with the message to report. */
  duplicates: { record: ValidRecord; message: string }[];
}

/**
 * Writes one chunk of valid records inside `tx`. The quick way first (docs/decisions/0023): one statement
 * finds every record's podcast, one multi-row insert adds the new ones and the genre totals move once per
 * genre. A chunk that names the same podcast twice, or that breaks a uniqueness rule, is written again
 * record by record, each in its own savepoint, so one bad record never costs the others. Both ways give
 * the same result; the quick one keeps a 100,000-row import from holding the embedded database (and with
 * it the event loop) for minutes.
 */
export async function writeChunk(tx: Transaction, records: ValidRecord[]): Promise<ChunkOutcome> {
  if (records.length === 0) return { created: 0, updated: 0, duplicates: [] };
  if (!namesEachPodcastOnce(records)) return writeOneByOne(tx, records);
  const existing = await findExistingAll(tx, records);
  const found = existing.filter((id) => id !== undefined);
  // Two records that land on the same podcast: the record-by-record way decides which one wins.
  if (new Set(found).size !== found.length) return writeOneByOne(tx, records);
  try {
    return await tx.transaction((sp) => writeAtOnce(sp, records, existing));
  } catch (error) {
    if (!podcastDuplicateError(error)) throw error;
    return writeOneByOne(tx, records);
  }
}

/** No two records share a feed URL or a title and publisher (else the second one updates the first). */
function namesEachPodcastOnce(records: ValidRecord[]): boolean {
  const keys = new Set<string>();
  for (const { values } of records) {
    const names = [`t:${titleKeyOf(values.title, values.publisher)}`];
    if (values.feedUrl) names.push(`f:${values.feedUrl.toLowerCase()}`);
    for (const name of names) {
      if (keys.has(name)) return false;
      keys.add(name);
    }
  }
  return true;
}

async function writeAtOnce(
  tx: Transaction,
  records: ValidRecord[],
  existing: (number | undefined)[],
): Promise<ChunkOutcome> {
  const fresh = records.filter((_, i) => existing[i] === undefined);
  for (let i = 0; i < fresh.length; i += INSERT_SLICE) {
    const slice = fresh.slice(i, i + INSERT_SLICE);
    await tx.insert(podcasts).values(slice.map((r) => columnsOf(r.values)));
    await yieldToEventLoop();
  }
  const added = new Map<Genre, number>();
  for (const r of fresh) added.set(r.values.category, (added.get(r.values.category) ?? 0) + 1);
  // Genre order, as everywhere that moves several genres' totals: two imports never deadlock.
  for (const category of [...added.keys()].sort((a, b) => a.localeCompare(b)))
    await adjustCatalogueCounts(tx, category, { podcasts: added.get(category) ?? 0 });
  for (const [i, record] of records.entries()) {
    const id = existing[i];
    if (id !== undefined) await replacePodcast(tx, id, record.values);
  }
  return { created: fresh.length, updated: records.length - fresh.length, duplicates: [] };
}

/** Each record's podcast as findExisting finds it (feed URL first, else title and publisher), in one query. */
async function findExistingAll(tx: Transaction, records: ValidRecord[]): Promise<(number | undefined)[]> {
  const feeds = sql.join(
    records.map((r) => sql`${r.values.feedUrl ?? null}`),
    sql`, `,
  );
  const keys = sql.join(
    records.map((r) => sql`${titleKeyOf(r.values.title, r.values.publisher)}`),
    sql`, `,
  );
  const result = await tx.execute<{ n: number; id: number | null }>(sql`
    select i.n::int as n, coalesce(
      (select p.id from ${podcasts} p where i.feed is not null and lower(p.feed_url) = lower(i.feed) limit 1),
      (select p.id from ${podcasts} p where p.title_key = i.key)
    ) as id
    from unnest(array[${feeds}]::text[], array[${keys}]::text[]) with ordinality as i(feed, key, n)`);
  const ids: (number | undefined)[] = new Array(records.length).fill(undefined);
  for (const row of result.rows) ids[Number(row.n) - 1] = row.id === null ? undefined : Number(row.id);
  return ids;
}

async function writeOneByOne(tx: Transaction, records: ValidRecord[]): Promise<ChunkOutcome> {
  const outcome: ChunkOutcome = { created: 0, updated: 0, duplicates: [] };
  for (const record of records) {
    try {
      // A savepoint per record: one that breaks a constraint leaves the rest of the chunk intact.
      const done = await tx.transaction(async (sp) => {
        const id = await findExisting(sp, record.values);
        if (id === undefined) {
          await insertPodcast(sp, record.values);
          return "created" as const;
        }
        await replacePodcast(sp, id, record.values);
        return "updated" as const;
      });
      outcome[done]++;
    } catch (error) {
      const duplicate = podcastDuplicateError(error);
      if (!duplicate) throw error;
      outcome.duplicates.push({ record, message: duplicate.message });
    }
  }
  return outcome;
}
