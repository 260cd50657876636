import { isHttpUrl } from "@shared/constants/links";
import type { AirtableFieldNames } from "../../../config";
import {
  byDateDescending,
  type CriticDatabase,
  CriticDbError,
  type CriticNameRecord,
  type CriticReviewChanges,
  type CriticReviewRecord,
  type NewCriticReview,
  type PublicationRecord,
  sameReviewer,
} from "../types";
import { ReadCache } from "./cache";
import type { AirtableClient, AirtableFields, AirtableRecord } from "./client";
import { fieldEquals, fieldEqualsIgnoringCase } from "./formula";

export interface AirtableTables {
  reviews: string;
  critics: string;
  publications: string;
}

export interface AirtableCriticDbOptions {
  client: AirtableClient;
  tables: AirtableTables;
  fields: AirtableFieldNames;
  /** Reads are kept this long; 0 reads Airtable every time. */
  cacheSeconds: number;
}

/** Airtable record ids: "rec" and 14 letters or digits. Anything else is never sent in a path. */
const RECORD_ID = /^rec[A-Za-z0-9]{14}$/;

/** A cell as text: linked and lookup fields arrive as arrays, numbers as numbers. */
function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? cellText(value[0]) : "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** A rating as the app knows them (0.5 to 5 in half steps); anything else typed into the base is none. */
function asRating(n: number | null): number | null {
  return n !== null && n >= 0.5 && n <= 5 && Number.isInteger(n * 2) ? n : null;
}

function cellNumber(value: unknown): number | null {
  const n = typeof value === "number" ? value : Number.parseFloat(cellText(value));
  return Number.isFinite(n) ? n : null;
}

/**
 * The critic database in an Airtable base: a reviews table, a critics table and a publications table
 * (each publication names its critic). Reads are cached for a short while, and served stale when
 * Airtable fails, so pages keep working through an outage; writes always go to Airtable.
 */
export class AirtableCriticDatabase implements CriticDatabase {
  readonly kind = "airtable" as const;
  private readonly cache: ReadCache;

  constructor(private readonly options: AirtableCriticDbOptions) {
    this.cache = new ReadCache(options.cacheSeconds * 1000);
  }

  /** After a write of reviews: only that critic's list (every list when the reviewer is not known). */
  invalidateReviews(reviewer?: string): void {
    if (reviewer === undefined) this.cache.expirePrefix("reviews:");
    else this.cache.expire(`reviews:${reviewer.trim()}`);
  }

  /** After a change to critic names or publications. */
  private invalidateNames(): void {
    this.cache.expirePrefix("names:");
  }

  async listCriticNames(): Promise<CriticNameRecord[]> {
    return this.cache.read("names:all", async () => {
      const { client, tables, fields } = this.options;
      const [critics, publications] = await Promise.all([
        client.listAll(tables.critics, { fields: [fields.criticName] }),
        client.listAll(tables.publications, { fields: [fields.publicationName, fields.publicationCritic] }),
      ]);
      return critics
        .map((c) => this.toCriticName(c, publications))
        .filter((c) => c.name !== "")
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    });
  }

  /**
   * Served from the cache at once when this name was read before (and refreshed behind the answer):
   * accepting a review never waits on Airtable for the critic's publications.
   */
  async findCriticName(name: string): Promise<CriticNameRecord | null> {
    return this.readCriticName(name, true);
  }

  private readCriticName(name: string, staleWhileRevalidate: boolean): Promise<CriticNameRecord | null> {
    const key = name.trim();
    const load = async () => {
      const { client, tables, fields } = this.options;
      const [critic] = await client.listAll(tables.critics, {
        filterByFormula: fieldEqualsIgnoringCase(fields.criticName, key),
        fields: [fields.criticName],
      });
      if (!critic) return null;
      const criticName = cellText(critic.fields[fields.criticName]);
      const publications = await client.listAll(tables.publications, {
        filterByFormula: fieldEqualsIgnoringCase(fields.publicationCritic, criticName),
        fields: [fields.publicationName, fields.publicationCritic],
      });
      return this.toCriticName(critic, publications);
    };
    return this.cache.read(`names:${key.toLowerCase()}`, load, { staleWhileRevalidate });
  }

  async createCriticName(input: { name: string; publication: string }): Promise<CriticNameRecord> {
    const { client, tables, fields } = this.options;
    const name = input.name.trim();
    if (await this.findFresh(name)) {
      throw new CriticDbError("conflict", `The critic name "${name}" already exists.`, {
        clash: "critic-name",
      });
    }
    const [critic] = await client.create(tables.critics, [{ [fields.criticName]: name }]);
    const [publication] = await client.create(tables.publications, [
      { [fields.publicationName]: input.publication.trim(), [fields.publicationCritic]: name },
    ]);
    this.invalidateNames();
    return this.toCriticName(critic!, [publication!]);
  }

  async addPublication(criticName: string, publication: string): Promise<PublicationRecord> {
    const { client, tables, fields } = this.options;
    const critic = await this.findFresh(criticName);
    if (!critic) throw new CriticDbError("not-found", `No critic name "${criticName}".`);
    const wanted = publication.trim();
    if (critic.publications.some((p) => p.name.toLowerCase() === wanted.toLowerCase())) {
      throw new CriticDbError("conflict", `${critic.name} already has the publication "${wanted}".`, {
        clash: "publication",
      });
    }
    const [created] = await client.create(tables.publications, [
      { [fields.publicationName]: wanted, [fields.publicationCritic]: critic.name },
    ]);
    this.invalidateNames();
    return { id: created!.id, name: cellText(created!.fields[fields.publicationName]) };
  }

  async listReviews(reviewer: string): Promise<CriticReviewRecord[]> {
    const key = reviewer.trim();
    return this.cache.read(`reviews:${key}`, async () => {
      const { client, tables, fields } = this.options;
      const records = await client.listAll(tables.reviews, {
        filterByFormula: fieldEquals(fields.reviewer, key),
      });
      return records
        .map((r) => this.toReview(r))
        .filter((r) => sameReviewer(r.reviewer, key))
        .sort(byDateDescending);
    });
  }

  async countReviews(reviewer: string): Promise<number> {
    return (await this.listReviews(reviewer)).length;
  }

  async listAllReviews(): Promise<CriticReviewRecord[]> {
    const { client, tables } = this.options;
    const records = await client.listAll(tables.reviews, {});
    return records.map((r) => this.toReview(r));
  }

  async getReview(id: string): Promise<CriticReviewRecord | null> {
    if (!RECORD_ID.test(id)) return null;
    const record = await this.options.client.get(this.options.tables.reviews, id);
    return record ? this.toReview(record) : null;
  }

  async upsertReviews(reviews: NewCriticReview[]): Promise<CriticReviewRecord[]> {
    if (reviews.length === 0) return [];
    const { client, tables, fields } = this.options;
    const records = await client.upsert(
      tables.reviews,
      reviews.map((r) => this.toFields(r)),
      [fields.submissionId],
    );
    for (const r of reviews) this.invalidateReviews(r.reviewer);
    return records.map((r) => this.toReview(r));
  }

  async updateReview(id: string, changes: CriticReviewChanges): Promise<CriticReviewRecord | null> {
    if (!RECORD_ID.test(id)) return null;
    const { fields } = this.options;
    const update: AirtableFields = {};
    if (changes.snippet !== undefined) update[fields.snippet] = changes.snippet;
    if (changes.rating !== undefined) update[fields.rating] = changes.rating;
    if (changes.date !== undefined) update[fields.date] = changes.date;
    if (changes.url !== undefined) update[fields.url] = changes.url;
    const record = await this.options.client.update(this.options.tables.reviews, id, update);
    if (!record) return null;
    const review = this.toReview(record);
    this.invalidateReviews(review.reviewer);
    return review;
  }

  async deleteReview(id: string): Promise<boolean> {
    if (!RECORD_ID.test(id)) return false;
    const deleted = await this.options.client.delete(this.options.tables.reviews, id);
    if (deleted) this.invalidateReviews();
    return deleted;
  }

  /** Checks before a write must not trust the cache. */
  private async findFresh(name: string): Promise<CriticNameRecord | null> {
    this.cache.expire(`names:${name.trim().toLowerCase()}`);
    return this.readCriticName(name, false);
  }

  private toFields(review: NewCriticReview): AirtableFields {
    const { fields } = this.options;
    return {
      [fields.submissionId]: review.submissionId,
      [fields.reviewer]: review.reviewer,
      [fields.publication]: review.publication,
      [fields.podcast]: review.podcast,
      [fields.snippet]: review.snippet,
      [fields.rating]: review.rating,
      [fields.date]: review.date,
      [fields.url]: review.url,
    };
  }

  private toReview(record: AirtableRecord): CriticReviewRecord {
    const { fields } = this.options;
    const f = record.fields;
    const date = cellText(f[fields.date]).slice(0, 10);
    const url = cellText(f[fields.url]).trim();
    return {
      id: record.id,
      submissionId: cellText(f[fields.submissionId]) || null,
      reviewer: cellText(f[fields.reviewer]),
      publication: cellText(f[fields.publication]),
      podcast: cellText(f[fields.podcast]),
      snippet: cellText(f[fields.snippet]),
      rating: asRating(cellNumber(f[fields.rating])),
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
      // Only an http(s) link is kept: the base accepts any text (issue 29 item 16).
      url: isHttpUrl(url) ? url : null,
      createdAt: record.createdTime,
    };
  }

  private toCriticName(critic: AirtableRecord, publications: AirtableRecord[]): CriticNameRecord {
    const { fields } = this.options;
    const name = cellText(critic.fields[fields.criticName]);
    const own = publications
      .filter((p) => cellText(p.fields[fields.publicationCritic]).toLowerCase() === name.toLowerCase())
      .sort((a, b) => a.createdTime.localeCompare(b.createdTime) || a.id.localeCompare(b.id))
      .map((p) => ({ id: p.id, name: cellText(p.fields[fields.publicationName]) }))
      .filter((p) => p.name !== "");
    return { id: critic.id, name, publication: own[0]?.name ?? null, publications: own };
  }
}
