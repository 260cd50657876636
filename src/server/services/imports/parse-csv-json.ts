import { parse } from "csv-parse/sync";
import { canonicalRecord, ImportFileError, lineIndex, type RawRecord } from "./records";

export function parseCsv(text: string): RawRecord[] {
  let rows: { info: { lines: number }; record: Record<string, string>; raw: string }[];
  try {
    rows = parse(text, {
      columns: true,
      info: true,
      raw: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new ImportFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  return rows.map((row) => ({
    // The parser reports the line a record ends on; a quoted field may span several lines.
    line:
      row.info.lines -
      (row.raw
        .replace(/^(\r?\n)+/, "")
        .replace(/\r?\n$/, "")
        .match(/\n/g)?.length ?? 0),
    fields: canonicalRecord(row.record),
  }));
}

/** Offsets of the elements of the first array in a JSON text (so errors can name their lines). */
function arrayElementOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let arrayDepth = -1;
  let expectElement = false;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (depth === arrayDepth && expectElement && !/[\s,\]]/.test(c)) {
      offsets.push(i);
      expectElement = false;
    }
    if (depth === arrayDepth && c === ",") expectElement = true;
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      depth++;
      if (c === "[" && arrayDepth === -1) {
        arrayDepth = depth;
        expectElement = true;
      }
    } else if (c === "}" || c === "]") {
      depth--;
      if (depth === arrayDepth - 1) break;
    }
  }
  return offsets;
}

/** A JSON array of podcasts, or an object with a `podcasts` array. */
export function parseJson(text: string): RawRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ImportFileError(`The JSON file could not be read: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : (data as { podcasts?: unknown })?.podcasts;
  if (!Array.isArray(list)) {
    throw new ImportFileError(
      "The JSON file must hold an array of podcasts, or an object with a podcasts array.",
    );
  }
  const offsets = arrayElementOffsets(text);
  const lineAt = lineIndex(text);
  return list.map((item, i) => ({
    line: lineAt(offsets[i] ?? 0),
    fields:
      item && typeof item === "object" && !Array.isArray(item)
        ? canonicalRecord(item as Record<string, unknown>)
        : { invalid: true },
  }));
}
