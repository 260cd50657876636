import type { RequestPacer } from "../pacer";
import { CriticDbError } from "../types";

/** Airtable refuses writes of more than this many records per request. */
export const MAX_RECORDS_PER_WRITE = 10;
/** Airtable's longest accepted URL; longer listings go through POST …/listRecords. */
const MAX_URL_LENGTH = 16_000;

export type AirtableFields = Record<string, unknown>;

export interface AirtableRecord {
  id: string;
  createdTime: string;
  fields: AirtableFields;
}

export interface ListParams {
  filterByFormula?: string;
  fields?: string[];
  sort?: { field: string; direction: "asc" | "desc" }[];
  pageSize?: number;
}

export interface AirtableClientOptions {
  apiUrl: string;
  token: string;
  baseId: string;
  pacer: RequestPacer;
  timeoutMs: number;
  /** How long everyone stops calling after a 429 (Airtable: 30 s). */
  rateLimitBackoffMs: number;
  /** The longest a request waits for its slot before it gives up with "rate-limited". */
  maxWaitMs: number;
}

interface AirtableErrorBody {
  error?: string | { type?: string; message?: string };
}

/** What an answer must look like to be used; anything else counts as a failed request. */
type Shape<T> = (value: unknown) => value is T;

interface RecordList {
  records: AirtableRecord[];
  offset?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isRecord: Shape<AirtableRecord> = (value): value is AirtableRecord =>
  isObject(value) &&
  typeof value.id === "string" &&
  typeof value.createdTime === "string" &&
  isObject(value.fields);

const isRecordList: Shape<RecordList> = (value): value is RecordList =>
  isObject(value) &&
  Array.isArray(value.records) &&
  value.records.every(isRecord) &&
  (value.offset === undefined || typeof value.offset === "string");

const isAnyObject: Shape<Record<string, unknown>> = isObject;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * A small client for Airtable's REST API on fetch: paced below the per-base rate limit across
 * instances, a timeout on every request, a shared back-off after 429, listings followed through
 * `offset`, and writes split into batches of at most 10 records.
 */
export class AirtableClient {
  constructor(private readonly options: AirtableClientOptions) {}

  /** Every record of a listing, page after page. */
  async listAll(table: string, params: ListParams = {}): Promise<AirtableRecord[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.listPages(table, params);
      } catch (error) {
        // An abandoned offset expires; the listing starts again once.
        if (
          attempt === 0 &&
          error instanceof CriticDbError &&
          error.message.includes("ITERATOR_NOT_AVAILABLE")
        )
          continue;
        throw error;
      }
    }
  }

  async get(table: string, recordId: string): Promise<AirtableRecord | null> {
    try {
      return await this.request("GET", `${this.tablePath(table)}/${encodeURIComponent(recordId)}`, isRecord);
    } catch (error) {
      if (error instanceof CriticDbError && error.kind === "not-found") return null;
      throw error;
    }
  }

  async create(table: string, records: AirtableFields[]): Promise<AirtableRecord[]> {
    const created: AirtableRecord[] = [];
    for (const batch of chunks(records, MAX_RECORDS_PER_WRITE)) {
      const body = { records: batch.map((fields) => ({ fields })), typecast: false };
      const answer = await this.request("POST", this.tablePath(table), isRecordList, body);
      created.push(...answer.records);
    }
    return created;
  }

  /** Creates or updates by the given merge fields: a record with the same values is updated, not duplicated. */
  async upsert(table: string, records: AirtableFields[], mergeOn: string[]): Promise<AirtableRecord[]> {
    const result: AirtableRecord[] = [];
    for (const batch of chunks(records, MAX_RECORDS_PER_WRITE)) {
      const body = {
        performUpsert: { fieldsToMergeOn: mergeOn },
        records: batch.map((fields) => ({ fields })),
        typecast: false,
      };
      const answer = await this.request("PATCH", this.tablePath(table), isRecordList, body);
      result.push(...answer.records);
    }
    return result;
  }

  /** Changes the given fields of one record; null when it does not exist. */
  async update(table: string, recordId: string, fields: AirtableFields): Promise<AirtableRecord | null> {
    try {
      return await this.request(
        "PATCH",
        `${this.tablePath(table)}/${encodeURIComponent(recordId)}`,
        isRecord,
        { fields, typecast: false },
      );
    } catch (error) {
      if (error instanceof CriticDbError && error.kind === "not-found") return null;
      throw error;
    }
  }

  /** Deletes one record; false when it did not exist. */
  async delete(table: string, recordId: string): Promise<boolean> {
    try {
      await this.request("DELETE", `${this.tablePath(table)}/${encodeURIComponent(recordId)}`, isAnyObject);
      return true;
    } catch (error) {
      if (error instanceof CriticDbError && error.kind === "not-found") return false;
      throw error;
    }
  }

  private async listPages(table: string, params: ListParams): Promise<AirtableRecord[]> {
    const records: AirtableRecord[] = [];
    let offset: string | undefined;
    do {
      const page = await this.listPage(table, params, offset);
      records.push(...page.records);
      offset = page.offset;
    } while (offset);
    return records;
  }

  private async listPage(table: string, params: ListParams, offset: string | undefined): Promise<RecordList> {
    const query = new URLSearchParams();
    query.set("pageSize", String(params.pageSize ?? 100));
    if (params.filterByFormula) query.set("filterByFormula", params.filterByFormula);
    for (const field of params.fields ?? []) query.append("fields[]", field);
    params.sort?.forEach((s, i) => {
      query.set(`sort[${i}][field]`, s.field);
      query.set(`sort[${i}][direction]`, s.direction);
    });
    if (offset) query.set("offset", offset);
    const path = `${this.tablePath(table)}?${query}`;
    if (this.options.apiUrl.length + path.length <= MAX_URL_LENGTH)
      return this.request("GET", path, isRecordList);
    const body = {
      pageSize: params.pageSize ?? 100,
      ...(params.filterByFormula ? { filterByFormula: params.filterByFormula } : {}),
      ...(params.fields ? { fields: params.fields } : {}),
      ...(params.sort ? { sort: params.sort } : {}),
      ...(offset ? { offset } : {}),
    };
    return this.request("POST", `${this.tablePath(table)}/listRecords`, isRecordList, body);
  }

  private tablePath(table: string): string {
    return `/v0/${encodeURIComponent(this.options.baseId)}/${encodeURIComponent(table)}`;
  }

  /**
   * One paced request. Whatever goes wrong on the way (no connection, a timeout, an answer cut off or
   * not shaped as Airtable documents) is a CriticDbError, so callers never meet a TypeError.
   */
  private async request<T>(method: string, path: string, shape: Shape<T>, body?: unknown): Promise<T> {
    const { pacer, maxWaitMs, rateLimitBackoffMs } = this.options;
    await pacer.acquire(maxWaitMs);
    const answer = await this.send(method, path, body);
    if (!answer.ok) throw await this.failure(answer.status, answer.text, rateLimitBackoffMs);
    const parsed = parseJson(answer.text);
    if (!shape(parsed)) {
      throw new CriticDbError("unavailable", "Airtable answered with something that is not its usual JSON.", {
        status: answer.status,
      });
    }
    return parsed;
  }

  /** Sends one request and reads its whole answer; a failure on the way is "unavailable". */
  private async send(
    method: string,
    path: string,
    body: unknown,
  ): Promise<{ status: number; ok: boolean; text: string }> {
    const { apiUrl, token, timeoutMs } = this.options;
    let status: number | undefined;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      return { status, ok: response.ok, text: await response.text() };
    } catch (error) {
      // A failure status whose body broke off still counts as that status (a 429 still blocks).
      if (status !== undefined && (status < 200 || status > 299)) return { status, ok: false, text: "" };
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const seconds = Math.round(timeoutMs / 1000);
      const message =
        status !== undefined
          ? timedOut
            ? `Airtable's answer (${status}) did not finish within ${seconds} s.`
            : `Airtable's answer (${status}) was cut off.`
          : timedOut
            ? `Airtable did not answer within ${seconds} s.`
            : `Airtable could not be reached: ${(error as Error).cause ?? (error as Error).message}`;
      throw new CriticDbError("unavailable", message, status === undefined ? {} : { status });
    }
  }

  private async failure(status: number, text: string, backoffMs: number): Promise<CriticDbError> {
    let detail = "";
    try {
      const parsed = JSON.parse(text) as AirtableErrorBody;
      detail =
        typeof parsed.error === "string"
          ? parsed.error
          : [parsed.error?.type, parsed.error?.message].filter(Boolean).join(": ");
    } catch {
      detail = text.slice(0, 200);
    }
    const suffix = detail ? ` (${detail})` : "";
    if (status === 429) {
      await this.options.pacer.block(backoffMs);
      return new CriticDbError("rate-limited", `Airtable rate limit reached${suffix}.`, {
        status,
        retryAfterMs: backoffMs,
      });
    }
    // A wrong token or missing permission is the operator's to fix: later attempts may well succeed.
    if (status >= 500 || status === 401 || status === 403)
      return new CriticDbError("unavailable", `Airtable answered ${status}${suffix}.`, { status });
    if (status === 404) return new CriticDbError("not-found", `Airtable answered 404${suffix}.`, { status });
    return new CriticDbError("rejected", `Airtable refused the request with ${status}${suffix}.`, { status });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
