import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type AnswerFault, FaultQueue, type FaultTarget, writeAnswer } from "./faults";
import { compileFormula, FormulaError } from "./formula";

/**
 * A local HTTP server that behaves as Airtable's documented REST API does, for tests: records with
 * "rec…" ids and createdTime, listing with pageSize/offset/maxRecords/filterByFormula/sort/fields[]
 * (GET and POST …/listRecords), create/update/upsert/delete of at most 10 records per request, empty
 * fields left out, field types checked (typecast off), bearer-token authentication, and the rate limit:
 * more than 5 requests in a second on one base answers 429, and so does every request for the next
 * 30 s (configurable). Faults can be injected: failing answers, slow answers, hanging requests, answers
 * cut off mid-body and malformed answers.
 */

export type FieldType = "text" | "number" | "date";
export type TableSchema = Record<string, FieldType>;

export interface FakeRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export interface FakeAirtableOptions {
  token?: string;
  baseId?: string;
  tables?: Record<string, TableSchema>;
  requestsPerSecond?: number;
  /** How long every request is refused after the rate limit was exceeded (Airtable: 30 s). */
  rateLimitPenaltyMs?: number;
}

export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  status: number;
  /** The x-test-client header, so a test can tell its own extra traffic from the app's. */
  client: string | undefined;
  /** The request body as sent (empty for reads). */
  body: string;
}

export const DEFAULT_TABLES: Record<string, TableSchema> = {
  Reviews: {
    "Submission Id": "text",
    Reviewer: "text",
    Publication: "text",
    Podcast: "text",
    Snippet: "text",
    Rating: "number",
    Date: "date",
    URL: "text",
  },
  Critics: { Name: "text" },
  Publications: { Name: "text", Critic: "text" },
};

const MAX_WRITE = 10;

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`fake airtable ${status}`);
  }
}

const fail = (status: number, type: string, message: string) =>
  new ApiFailure(status, { error: { type, message } });

const newRecordId = () => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(14);
  return `rec${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

export class FakeAirtable {
  readonly token: string;
  readonly baseId: string;
  readonly requests: LoggedRequest[] = [];
  private readonly tables = new Map<string, { schema: TableSchema; records: FakeRecord[] }>();
  private readonly offsets = new Map<string, number>();
  private server: Server | undefined;
  private lastCreated = 0;
  private arrivals: number[] = [];
  private blockedUntil = 0;
  private failures: { status: number; count: number } | null = null;
  private hangs = 0;
  /** While set, every answer waits for `releaseAnswers()` (the requests are carried out at once). */
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;
  private readonly answerFaults = new FaultQueue();
  private latencyMs = 0;
  private down = false;
  private expireOffset = false;
  requestsPerSecond: number;
  rateLimitPenaltyMs: number;

  constructor(options: FakeAirtableOptions = {}) {
    this.token = options.token ?? "pat-test-token";
    this.baseId = options.baseId ?? "appFakeBase0000001";
    this.requestsPerSecond = options.requestsPerSecond ?? 5;
    this.rateLimitPenaltyMs = options.rateLimitPenaltyMs ?? 30_000;
    for (const [name, schema] of Object.entries(options.tables ?? DEFAULT_TABLES)) {
      this.tables.set(name, { schema, records: [] });
    }
  }

  /** Listens on a free port of the loopback interface. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // Airtable keeps idle connections open for a long time; Node's default of 5 s would close one just as a
    // slow, busy test reuses it (ECONNRESET), which Airtable does not do.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("The fake Airtable server is not running");
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    this.releaseAnswers();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  // ---- Test controls ----

  records(table: string): FakeRecord[] {
    return this.table(table).records.map((r) => ({ ...r, fields: { ...r.fields } }));
  }

  /** Adds records directly, as if someone had typed them into the base. */
  insert(table: string, rows: Record<string, unknown>[]): FakeRecord[] {
    return rows.map((fields) => this.createRecord(this.table(table), fields));
  }

  /** Changes a record directly in the base. */
  edit(table: string, id: string, fields: Record<string, unknown>): void {
    const record = this.table(table).records.find((r) => r.id === id);
    if (!record) throw new Error(`No record ${id}`);
    Object.assign(record.fields, fields);
    for (const [k, v] of Object.entries(record.fields)) if (isEmpty(v)) delete record.fields[k];
  }

  clear(): void {
    for (const table of this.tables.values()) table.records = [];
  }

  /** The next `count` requests answer `status` (default 503), after counting towards the rate limit. */
  failNext(count: number, status = 503): void {
    this.failures = { status, count };
  }

  /** The next `count` requests are never answered (the client's timeout has to fire). */
  hangNext(count: number): void {
    this.hangs = count;
  }

  /** Holds every answer until `releaseAnswers()`: Airtable hangs, but nothing is lost for good. */
  holdAnswers(): void {
    this.held ??= new Promise<void>((resolve) => {
      this.release = resolve;
    });
  }

  releaseAnswers(): void {
    this.release?.();
    this.held = undefined;
    this.release = undefined;
  }

  /**
   * The next `count` requests (of `method`, if given) are carried out, but their answers break off
   * half-way through the body.
   */
  cutNext(count: number, target?: FaultTarget): void {
    this.answerFaults.add(count, { kind: "cut" }, target);
  }

  /** The next `count` requests (of `target`, if given) are carried out and answer 200 with this body. */
  malformNext(count: number, body: string, target?: FaultTarget): void {
    this.answerFaults.add(count, { kind: "raw", body }, target);
  }

  /** Every answer is sent this long after the request was carried out. */
  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  /** While down, every request answers 503. */
  setDown(down: boolean): void {
    this.down = down;
  }

  /** Ends a rate-limit penalty early and forgets past arrivals. */
  resetRateLimit(): void {
    this.blockedUntil = 0;
    this.arrivals = [];
  }

  get rateLimitedNow(): boolean {
    return this.blockedUntil > Date.now();
  }

  /** The next listing request that carries an offset finds it expired (as Airtable's do after a while). */
  expireNextOffset(): void {
    this.expireOffset = true;
  }

  /** The largest number of requests (all, or those the filter keeps) that arrived within any one second. */
  peakRequestsPerSecond(keep: (request: LoggedRequest) => boolean = () => true): number {
    return peakPerSecond(this.requests.filter(keep).map((r) => r.at));
  }

  // ---- HTTP ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = Date.now();
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/__test/")) return this.control(url.pathname, res);
    let status = 200;
    let body: unknown;
    let hang = false;
    let fault: AnswerFault | undefined;
    let raw = "";
    try {
      raw = await readBody(req);
      this.checkRateLimit(arrivedAt);
      if (this.hangs > 0) {
        this.hangs--;
        hang = true;
      } else {
        if (this.down) throw fail(503, "SERVICE_UNAVAILABLE", "Service unavailable");
        if (this.failures && this.failures.count > 0) {
          this.failures.count--;
          throw fail(this.failures.status, "SERVER_ERROR", "Injected failure");
        }
        if (req.headers.authorization !== `Bearer ${this.token}`) {
          throw fail(401, "AUTHENTICATION_REQUIRED", "Authentication required");
        }
        body = this.route(req.method ?? "GET", url, raw);
        fault = this.answerFaults.take(req.method ?? "GET", url);
      }
    } catch (error) {
      status = error instanceof ApiFailure ? error.status : 500;
      body =
        error instanceof ApiFailure
          ? error.body
          : { error: { type: "SERVER_ERROR", message: String(error) } };
    }
    const client = req.headers["x-test-client"];
    this.requests.push({
      at: arrivedAt,
      method: req.method ?? "GET",
      path: url.pathname,
      status,
      client: typeof client === "string" ? client : undefined,
      body: raw,
    });
    if (hang) return;
    if (this.held) await this.held;
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    if (res.destroyed) return;
    writeAnswer(res, status, body, fault);
  }

  /** Test controls over HTTP, for a fake running in its own process (see ./process.ts); not logged. */
  private control(path: string, res: ServerResponse): void {
    if (path === "/__test/reset") {
      this.requests.length = 0;
      this.resetRateLimit();
    }
    if (path === "/__test/hold") this.holdAnswers();
    if (path === "/__test/release") this.releaseAnswers();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(path === "/__test/requests" ? this.requests : {}));
  }

  private checkRateLimit(now: number): void {
    if (now < this.blockedUntil) throw fail(429, "RATE_LIMIT_REACHED", "Rate limit exceeded");
    this.arrivals = this.arrivals.filter((t) => now - t < 1000);
    this.arrivals.push(now);
    if (this.arrivals.length > this.requestsPerSecond) {
      this.blockedUntil = now + this.rateLimitPenaltyMs;
      throw fail(429, "RATE_LIMIT_REACHED", "Rate limit exceeded");
    }
  }

  private route(method: string, url: URL, raw: string): unknown {
    const parts = url.pathname.split("/").slice(1).map(decodeURIComponent);
    if (parts[0] !== "v0" || parts.length < 3 || parts.length > 4)
      throw new ApiFailure(404, { error: "NOT_FOUND" });
    const [, baseId, tableName, rest] = parts;
    if (baseId !== this.baseId) throw new ApiFailure(404, { error: "NOT_FOUND" });
    const table = this.tables.get(tableName!);
    if (!table)
      throw fail(404, "TABLE_NOT_FOUND", `Could not find table ${tableName} in application ${baseId}`);
    const body = parseJson(raw);

    if (rest === "listRecords" && method === "POST") return this.list(table, listParamsFromBody(body));
    if (rest !== undefined) return this.oneRecord(table, method, rest, body);
    switch (method) {
      case "GET":
        return this.list(table, listParamsFromQuery(url.searchParams));
      case "POST":
        return { records: this.writeBatch(body).map((r) => this.createRecord(table, fieldsOf(r))) };
      case "PATCH":
      case "PUT":
        return body.performUpsert ? this.upsert(table, body, method) : this.updateMany(table, body, method);
      case "DELETE":
        return this.deleteMany(table, url.searchParams.getAll("records[]"));
      default:
        throw new ApiFailure(404, { error: "NOT_FOUND" });
    }
  }

  private oneRecord(table: Table, method: string, id: string, body: Record<string, unknown>): unknown {
    const record = table.records.find((r) => r.id === id);
    if (!record) throw fail(404, "MODEL_ID_NOT_FOUND", `Could not find a record with ID ${id}`);
    if (method === "GET") return record;
    if (method === "DELETE") {
      table.records = table.records.filter((r) => r !== record);
      return { id, deleted: true };
    }
    if (method === "PATCH" || method === "PUT") {
      this.applyFields(table, record, fieldsOf(body), method === "PUT");
      return record;
    }
    throw new ApiFailure(404, { error: "NOT_FOUND" });
  }

  private list(table: Table, params: ListParams): unknown {
    const pageSize = params.pageSize ?? 100;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw fail(422, "INVALID_PAGE_SIZE", "pageSize must be between 1 and 100");
    }
    let rows = [...table.records];
    if (params.filterByFormula) {
      let filter: (r: FakeRecord) => boolean;
      try {
        filter = compileFormula(params.filterByFormula, new Set(Object.keys(table.schema)));
      } catch (error) {
        if (error instanceof FormulaError) {
          throw fail(
            422,
            "INVALID_FILTER_BY_FORMULA",
            `The formula for filtering records is invalid: ${error.message}`,
          );
        }
        throw error;
      }
      rows = rows.filter(filter);
    }
    for (const sort of [...params.sort].reverse()) {
      if (!(sort.field in table.schema))
        throw fail(422, "UNKNOWN_FIELD_NAME", `Unknown field name: "${sort.field}"`);
      const dir = sort.direction === "desc" ? -1 : 1;
      rows.sort((a, b) => {
        const x = a.fields[sort.field] ?? "";
        const y = b.fields[sort.field] ?? "";
        return x < y ? -dir : x > y ? dir : 0;
      });
    }
    if (params.maxRecords) rows = rows.slice(0, params.maxRecords);
    let start = 0;
    if (params.offset) {
      if (this.expireOffset) {
        this.expireOffset = false;
        this.offsets.delete(params.offset);
      }
      const position = this.offsets.get(params.offset);
      if (position === undefined) {
        throw fail(422, "LIST_RECORDS_ITERATOR_NOT_AVAILABLE", "The offset is no longer valid");
      }
      start = position;
    }
    const page = rows.slice(start, start + pageSize).map((r) => ({
      id: r.id,
      createdTime: r.createdTime,
      fields: params.fields.length
        ? Object.fromEntries(Object.entries(r.fields).filter(([k]) => params.fields.includes(k)))
        : { ...r.fields },
    }));
    const next = start + pageSize;
    if (next >= rows.length) return { records: page };
    const offset = `itr${randomBytes(8).toString("hex")}/${page.at(-1)?.id ?? ""}`;
    this.offsets.set(offset, next);
    return { records: page, offset };
  }

  private writeBatch(body: Record<string, unknown>): Record<string, unknown>[] {
    const records = body.records;
    if (!Array.isArray(records) || records.length === 0) {
      throw fail(422, "INVALID_REQUEST_MISSING_FIELDS", 'Could not find field "records" in the request body');
    }
    if (records.length > MAX_WRITE) {
      throw fail(
        422,
        "INVALID_RECORDS",
        `You can only create, update or delete up to ${MAX_WRITE} records per request`,
      );
    }
    return records as Record<string, unknown>[];
  }

  private upsert(table: Table, body: Record<string, unknown>, method: string): unknown {
    const mergeOn = (body.performUpsert as { fieldsToMergeOn?: unknown })?.fieldsToMergeOn;
    if (!Array.isArray(mergeOn) || mergeOn.length === 0 || mergeOn.length > 3) {
      throw fail(422, "INVALID_REQUEST_UNKNOWN", "fieldsToMergeOn must name 1 to 3 fields");
    }
    const records = this.writeBatch(body);
    const createdRecords: string[] = [];
    const updatedRecords: string[] = [];
    const result = records.map((input) => {
      const fields = fieldsOf(input);
      const matches = table.records.filter((r) =>
        (mergeOn as string[]).every((f) => !isEmpty(fields[f]) && r.fields[f] === fields[f]),
      );
      if (matches.length > 1) {
        throw fail(
          422,
          "INVALID_VALUE_FOR_COLUMN",
          "Cannot update more than one record with the same merge values",
        );
      }
      if (matches[0]) {
        this.applyFields(table, matches[0], fields, method === "PUT");
        updatedRecords.push(matches[0].id);
        return matches[0];
      }
      const created = this.createRecord(table, fields);
      createdRecords.push(created.id);
      return created;
    });
    return { records: result, createdRecords, updatedRecords };
  }

  private updateMany(table: Table, body: Record<string, unknown>, method: string): unknown {
    const records = this.writeBatch(body);
    const targets = records.map((input) => {
      const record = table.records.find((r) => r.id === input.id);
      if (!record)
        throw fail(404, "MODEL_ID_NOT_FOUND", `Could not find a record with ID ${String(input.id)}`);
      return { record, fields: fieldsOf(input) };
    });
    for (const t of targets) this.applyFields(table, t.record, t.fields, method === "PUT");
    return { records: targets.map((t) => t.record) };
  }

  private deleteMany(table: Table, ids: string[]): unknown {
    if (ids.length === 0 || ids.length > MAX_WRITE) {
      throw fail(422, "INVALID_RECORDS", `You can only delete 1 to ${MAX_WRITE} records per request`);
    }
    for (const id of ids) {
      if (!table.records.some((r) => r.id === id)) {
        throw fail(404, "MODEL_ID_NOT_FOUND", `Could not find a record with ID ${id}`);
      }
    }
    table.records = table.records.filter((r) => !ids.includes(r.id));
    return { records: ids.map((id) => ({ id, deleted: true })) };
  }

  private table(name: string): Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`No table ${name}`);
    return table;
  }

  private createRecord(table: Table, fields: Record<string, unknown>): FakeRecord {
    this.checkFields(table, fields);
    // Strictly increasing creation times keep "oldest first" well defined.
    this.lastCreated = Math.max(Date.now(), this.lastCreated + 1);
    const record: FakeRecord = {
      id: newRecordId(),
      createdTime: new Date(this.lastCreated).toISOString(),
      fields: {},
    };
    for (const [k, v] of Object.entries(fields)) if (!isEmpty(v)) record.fields[k] = v;
    table.records.push(record);
    return record;
  }

  private applyFields(
    table: Table,
    record: FakeRecord,
    fields: Record<string, unknown>,
    replace: boolean,
  ): void {
    this.checkFields(table, fields);
    if (replace) record.fields = {};
    for (const [k, v] of Object.entries(fields)) {
      if (isEmpty(v)) delete record.fields[k];
      else record.fields[k] = v;
    }
  }

  private checkFields(table: Table, fields: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(fields)) {
      const type = table.schema[name];
      if (!type) throw fail(422, "UNKNOWN_FIELD_NAME", `Unknown field name: "${name}"`);
      if (isEmpty(value)) continue;
      const ok =
        type === "number"
          ? typeof value === "number" && Number.isFinite(value)
          : type === "date"
            ? typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
            : typeof value === "string";
      if (!ok) {
        throw fail(422, "INVALID_VALUE_FOR_COLUMN", `Field "${name}" cannot accept the provided value`);
      }
    }
  }
}

type Table = { schema: TableSchema; records: FakeRecord[] };

interface ListParams {
  pageSize?: number;
  offset?: string;
  maxRecords?: number;
  filterByFormula?: string;
  fields: string[];
  sort: { field: string; direction: string }[];
}

function listParamsFromQuery(query: URLSearchParams): ListParams {
  const sort: ListParams["sort"] = [];
  for (let i = 0; query.has(`sort[${i}][field]`); i++) {
    sort.push({
      field: query.get(`sort[${i}][field]`)!,
      direction: query.get(`sort[${i}][direction]`) ?? "asc",
    });
  }
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  return {
    pageSize: number("pageSize"),
    maxRecords: number("maxRecords"),
    offset: query.get("offset") ?? undefined,
    filterByFormula: query.get("filterByFormula") ?? undefined,
    fields: query.getAll("fields[]"),
    sort,
  };
}

function listParamsFromBody(body: Record<string, unknown>): ListParams {
  return {
    pageSize: typeof body.pageSize === "number" ? body.pageSize : undefined,
    maxRecords: typeof body.maxRecords === "number" ? body.maxRecords : undefined,
    offset: typeof body.offset === "string" ? body.offset : undefined,
    filterByFormula: typeof body.filterByFormula === "string" ? body.filterByFormula : undefined,
    fields: Array.isArray(body.fields) ? body.fields.map(String) : [],
    sort: Array.isArray(body.sort) ? (body.sort as ListParams["sort"]) : [],
  };
}

function fieldsOf(input: Record<string, unknown>): Record<string, unknown> {
  const fields = input.fields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    throw fail(422, "INVALID_REQUEST_MISSING_FIELDS", 'Could not find field "fields" in the request body');
  }
  return fields as Record<string, unknown>;
}

function parseJson(raw: string): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {}
  throw fail(422, "INVALID_REQUEST_BODY", "Could not parse the request body");
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

/** The largest number of these moments (ms) that fall within any one second. */
export function peakPerSecond(moments: number[]): number {
  const times = [...moments].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= 1000) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}
