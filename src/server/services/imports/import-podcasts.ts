import type { Genre } from "@shared/constants/genres";
import { IMPORT_FORMATS, type ImportFormat } from "@shared/constants/podcast";
import { type ImportReport, type ImportRowError, podcastInputSchema } from "@shared/schemas/podcast";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, recordAudit } from "../admin/audit";
import { parseImportFile } from "./parse-off-thread";
import type { ProgressReporter } from "./progress";
import { ImportFileError, type RawRecord } from "./records";
import { type ValidRecord, writeChunk, yieldToEventLoop } from "./write-chunk";

/** Rows written per transaction: big enough to be quick, small enough not to hold locks for long. */
const CHUNK = 200;
/** The report lists at most this many row errors (the count is always exact). */
const MAX_REPORTED_ERRORS = 1000;

/** The format from an explicit choice, else the file name or content type, else the content itself. */
export function detectFormat(text: string, hint?: string): ImportFormat {
  const h = hint?.toLowerCase() ?? "";
  const named = IMPORT_FORMATS.find((f) => h === f || h.endsWith(`.${f}`) || h.includes(`/${f}`));
  if (named) return named;
  if (h.endsWith(".xml") || h.includes("rss")) return "rss";
  if (h.includes("opml")) return "opml";
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return /<opml[\s>]/i.test(start.slice(0, 2000)) ? "opml" : "rss";
  if (start.startsWith("[") || start.startsWith("{")) return "json";
  return "csv";
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const field = issue.path.map(String).join(".");
  return field && !issue.message.toLowerCase().replace(/\s/g, "").includes(field.toLowerCase())
    ? `${field}: ${issue.message}`
    : issue.message;
}

export interface ImportOptions {
  format?: string | undefined;
  /** The genre of records that name none (OPML lists often don't). */
  defaultGenre?: Genre | undefined;
  /** The administrator importing through the API: the audit log records the import and its counts. */
  actor?: AuditActor | undefined;
  /** The uploaded file's name, for the audit log. */
  fileName?: string | undefined;
  /** Told the number of records once the file is read, and the count done after each chunk. */
  progress?: Pick<ProgressReporter, "total" | "processed"> | undefined;
}

/**
 * Imports podcasts from a CSV, JSON, RSS or OPML file. Each record is validated on its own: a bad one is
 * reported with its line and reason and the others still go in. A podcast already in the catalogue (same
 * feed URL, else same title and publisher) is updated, never duplicated.
 */
export async function importPodcasts(
  db: Database,
  text: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const format = detectFormat(text, options.format);
  let records: RawRecord[];
  try {
    records = await parseImportFile(format, text);
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(400, error.message);
    throw error;
  }
  await options.progress?.total(records.length);
  const report: ImportReport = { format, created: 0, updated: 0, failed: 0, errors: [] };
  const fail = (error: ImportRowError) => {
    report.failed++;
    if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push(error);
  };

  for (let start = 0; start < records.length; start += CHUNK) {
    const valid: ValidRecord[] = [];
    for (const record of records.slice(start, start + CHUNK)) {
      const title = typeof record.fields.title === "string" ? record.fields.title : undefined;
      const fields = { ...record.fields };
      if (!fields.category && options.defaultGenre) fields.category = options.defaultGenre;
      if ("invalid" in fields) {
        fail({ line: record.line, message: "Each entry must be an object with podcast fields." });
        continue;
      }
      const parsed = podcastInputSchema.safeParse(fields);
      if (parsed.success) valid.push({ line: record.line, values: parsed.data });
      else fail({ line: record.line, title, message: parsed.error.issues.map(describeIssue).join("; ") });
    }
    const outcome = await db.transaction((tx) => writeChunk(tx, valid));
    report.created += outcome.created;
    report.updated += outcome.updated;
    for (const { record, message } of outcome.duplicates)
      fail({ line: record.line, title: record.values.title, message });
    await options.progress?.processed(Math.min(start + CHUNK, records.length), report.failed);
    // The embedded database runs on this thread: let waiting requests (health checks, progress) in.
    await yieldToEventLoop();
  }
  if (options.actor) {
    const { created, updated, failed } = report;
    await recordAudit(db, options.actor, {
      action: "podcast.import",
      targetType: "podcast",
      targetLabel: options.fileName ?? `${format} file`,
      after: { format, created, updated, failed },
    });
  }
  return report;
}
