import type { ImportFormat } from "@shared/constants/podcast";
import { parseCsv, parseJson } from "./parse-csv-json";
import { parseOpml, parseRss } from "./parse-xml";
import type { RawRecord } from "./records";

export const PARSERS: Record<ImportFormat, (text: string) => RawRecord[]> = {
  csv: parseCsv,
  json: parseJson,
  rss: parseRss,
  opml: parseOpml,
};
