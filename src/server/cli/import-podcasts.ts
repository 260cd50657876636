import { readFileSync } from "node:fs";
import { IMPORT_FORMATS } from "@shared/constants/podcast";
import { matchGenre } from "@shared/schemas/podcast";
import { HttpError } from "../lib/http-error";
import { importPodcasts } from "../services/imports/import-podcasts";
import { terminalProgress } from "./import-progress";
import { fail, openForCli, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/import-podcasts.js <file> [--format ${IMPORT_FORMATS.join("|")}] [--default-genre "<genre>"] [--progress]
       (in a checkout: npm run import-podcasts -- <file> …)
Imports podcasts into the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
The format follows the file's extension unless --format says otherwise. A podcast already in the
catalogue (same feed URL, else same title and publisher) is updated. Exit code 1 if any row failed.
On a terminal it shows rows done, the rate and failures as it goes (--progress: also when not on one).`;

const parsed = parseCliArgs(
  {
    allowPositionals: true,
    options: {
      format: { type: "string" },
      "default-genre": { type: "string" },
      progress: { type: "boolean" },
    },
  },
  USAGE,
);
const [file] = parsed.positionals;
if (!file) fail(`Name the file to import.\n${USAGE}`);
const defaultGenreText = parsed.values["default-genre"];
const defaultGenre = matchGenre(defaultGenreText);
if (defaultGenreText && !defaultGenre) fail(`Unknown genre "${defaultGenreText}".`);

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

const { database } = await openForCli();
const live = Boolean(process.stderr.isTTY);
const progress = live || parsed.values.progress ? terminalProgress(process.stderr, live) : undefined;
try {
  const report = await importPodcasts(database.db, text, {
    format: parsed.values.format ?? file,
    defaultGenre,
    progress,
  });
  await progress?.finish();
  console.info(
    `Imported ${file} (${report.format}): ${report.created} created, ${report.updated} updated, ${report.failed} failed.`,
  );
  for (const error of report.errors) {
    console.info(`  line ${error.line}${error.title ? ` (${error.title})` : ""}: ${error.message}`);
  }
  if (report.failed > report.errors.length)
    console.info(`  … and ${report.failed - report.errors.length} more`);
  process.exitCode = report.failed > 0 ? 1 : 0;
} catch (error) {
  if (error instanceof HttpError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
