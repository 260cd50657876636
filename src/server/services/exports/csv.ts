import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/** One column of an export: its header and how to read it from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets show as
 * text; a plain number ("-3.5") is left alone so figures stay figures.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function cell(value: ReturnType<CsvColumn<unknown>["value"]>): string {
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return neutraliseFormula(value);
  return String(value);
}

/**
 * Rows from an async source written as CSV: UTF-8 with a byte-order mark, a header row, CRLF line ends and
 * RFC 4180 quoting (a cell with a comma, quote, CR or LF is quoted; quotes doubled; and one with a semicolon,
 * tab or "|", which other locales' spreadsheets split on). The source is pulled
 * only as fast as the reader takes the output, so memory stays flat however many rows there are.
 */
export function csvStream<Row>(
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Readable {
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => cell(column.value(row)));
    })(),
  );
  const output = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: "windows",
    // Quoted too: a cell holding a separator other than the comma (";" in many locales, tab, "|"), so a
    // spreadsheet that splits on it reads one text cell, never a new cell starting "=" or "@".
    quoted_match: /[\r\n;\t|]/,
  });
  source.on("error", (error) => output.destroy(error));
  output.on("close", () => source.destroy());
  return source.pipe(output);
}

/**
 * Reads a table in key order, one short query per batch ("keyset" paging: after the last key seen), and
 * asks for the next batch only when the reader wants more rows. No transaction or connection is held
 * between batches, so a slow download never blocks other requests (the embedded database has one
 * connection) and memory holds one batch at most.
 */
export async function* keysetBatches<Row, Key>(
  fetchAfter: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 1000,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const batch = await fetchAfter(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}
