import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Docs that cannot drift: every path the README and docs/ name in backticks exists (as it is, or as the end
 * of a project path: `http/access.ts` is src/server/http/access.ts), every `file.ts:name` names something in
 * that file, every project path named in plain text too (`src/…`, `scripts/…`), and every decision says at
 * its top whether it stands, and what amended or replaced it, as the index (docs/decisions/README.md) says.
 */
const ROOT = path.join(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
/** Every folder that holds a tracked file. */
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const known = [...tracked, ...folders];
const docs = tracked.filter(
  (file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")),
);
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".mjs"];
/**
 * The project paths `name` can mean: itself, or any path ending with it (a module without its extension too;
 * a built `.js` file by its source).
 */
const matches = (name: string) => {
  const wanted = name.replace(/\/$/, "").replace(/\.js$/, "");
  return known.filter((file) =>
    MODULE_EXTENSIONS.some((ext) => file === wanted + ext || file.endsWith(`/${wanted}${ext}`)),
  );
};

/** What a backticked text names, when it is a project path: not a URL, a media type, a command, a package. */
function pathIn(code: string): { file: string; name?: string } | null {
  const reference = code.match(/^([\w./-]+\.(?:ts|tsx|mjs)):([A-Za-z_$][\w$]*)$/);
  const file = reference?.[1] ?? code;
  if (/\s|:\/\/|[*<>{}$…?=:,()]/.test(file) || /^[/.@-]/.test(file)) return null;
  if (/^(text|application|multipart|image|font)\//.test(file)) return null; // a media type
  if (/^(dist|data|node_modules|bench\/data)\//.test(file)) return null; // made by a build or a run
  if (/^(~\/|[A-Z][A-Z_]+\/)/.test(file)) return null; // on the machine (~/.cache/…, DATA_DIR/backups)
  const looksLikePath = file.includes("/") || /\.(ts|tsx|mjs|js|md|json|css|html|sql|svg|woff2)$/.test(file);
  return looksLikePath ? { file, name: reference?.[2] } : null;
}

describe("docs", () => {
  const references = docs.flatMap((doc) =>
    [...read(doc).matchAll(/`([^`\n]+)`/g)].flatMap((match) => {
      const found = pathIn(match[1]!.trim());
      return found ? [{ doc, ...found }] : [];
    }),
  );

  it("name paths (the scan finds them)", () => {
    expect(references.length).toBeGreaterThan(100);
  });

  it("name only paths that exist", () => {
    const missing = references.filter((ref) => matches(ref.file).length === 0);
    expect(missing.map((ref) => `${ref.doc}: ${ref.file}`)).toEqual([]);
  });

  it("name only paths that exist in plain text too", () => {
    // Made by a run (bench/results, bench/data); a pattern (`bench/lib/web-*.mjs`, `routes/<area>/`) is not a path.
    const plain = docs.flatMap((doc) =>
      [
        ...read(doc).matchAll(
          /(?<![\w./@~-])((?:src|scripts|bench|tests|docs)\/[\w./-]*\w)(?![\w./-])([*<{…]?)/g,
        ),
      ]
        .filter((m) => !m[2] && !/^bench\/(results|data)\b/.test(m[1]!))
        .map((m) => ({ doc, file: m[1]! })),
    );
    expect(plain.length).toBeGreaterThan(100);
    // A decision may be named by its number alone: docs/decisions/0020.
    const exists = (file: string) =>
      matches(file).length > 0 ||
      (/^docs\/decisions\/\d{4}$/.test(file) && known.some((k) => k.startsWith(`${file}-`)));
    const missing = plain.filter((ref) => !exists(ref.file));
    expect(missing.map((ref) => `${ref.doc}: ${ref.file}`)).toEqual([]);
  });

  it("name only things that are in the file named", () => {
    const wrong = references.filter(
      (ref) =>
        ref.name && !matches(ref.file).some((file) => new RegExp(`\\b${ref.name}\\b`).test(read(file))),
    );
    expect(wrong.map((ref) => `${ref.doc}: ${ref.file}:${ref.name}`)).toEqual([]);
  });
});

describe("the docs' words", () => {
  it("are React's and the web's (render, hydrate, loader), not the house's (draw, first reads)", () => {
    // Decision records keep the words of their day; these describe the code as it is (decision 0082).
    const current = ["README.md", "docs/ARCHITECTURE.md", "docs/performance.md", "docs/threat-model.md"];
    const house = /\b(draw|draws|drawn|drawing|drew|first reads?)\b/gi;
    const found = current.flatMap((doc) =>
      read(doc)
        .split("\n")
        .flatMap((line, i) => [...line.matchAll(house)].map((m) => `${doc}:${i + 1}: ${m[0]}`)),
    );
    expect(found).toEqual([]);
  });
});

describe("docs/performance.md", () => {
  it("holds the current figures only: at most 200 lines (the runs that led there are in git)", () => {
    expect(read("docs/performance.md").trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });
});

describe("decisions", () => {
  const decisions = tracked
    .filter((file) => /^docs\/decisions\/\d{4}-.+\.md$/.test(file))
    .map((file) => {
      const number = file.match(/(\d{4})-/)![1]!;
      const status = read(file)
        .split("\n")
        .find((line) => line.trim())
        ?.startsWith("#")
        ? (read(file).match(/^Status: (.+)$/m)?.[1] ?? "")
        : "";
      return {
        file,
        number,
        status,
        statusLine: read(file)
          .split("\n")
          .findIndex((l) => l.startsWith("Status: ")),
      };
    });
  const numbers = new Set(decisions.map((d) => d.number));
  const refs = (status: string, word: string) =>
    [...status.matchAll(new RegExp(`${word} ((?:\\d{4}(?:, | and )?)+)`, "g"))].flatMap(
      (m) => m[1]!.match(/\d{4}/g)!,
    );

  it("each have a number of their own", () => {
    const twice = decisions.filter((d) => decisions.some((o) => o !== d && o.number === d.number));
    expect(twice.map((d) => d.file)).toEqual([]);
  });

  it("each open with a Status line saying whether it stands", () => {
    const bad = decisions.filter(
      (d) =>
        d.statusLine < 0 || d.statusLine > 3 || !/^(accepted|rejected|superseded by \d{4})\b/.test(d.status),
    );
    expect(bad.map((d) => `${d.file}: "${d.status}"`)).toEqual([]);
  });

  it("name only decisions that exist, and agree on who amended or replaced whom", () => {
    const problems: string[] = [];
    for (const d of decisions) {
      for (const word of ["amended by", "superseded by", "amends", "supersedes"])
        for (const n of refs(d.status, word))
          if (!numbers.has(n)) problems.push(`${d.file}: ${word} ${n}, which does not exist`);
      for (const n of refs(d.status, "amends")) {
        const other = decisions.find((o) => o.number === n);
        if (other && !refs(other.status, "amended by").includes(d.number))
          problems.push(`${d.file} amends ${n}, whose Status does not say "amended by ${d.number}"`);
      }
      for (const n of refs(d.status, "amended by")) {
        const other = decisions.find((o) => o.number === n);
        if (other && !refs(other.status, "amends").includes(d.number))
          problems.push(`${d.file} is amended by ${n}, whose Status does not say "amends ${d.number}"`);
      }
      for (const n of refs(d.status, "superseded by")) {
        const other = decisions.find((o) => o.number === n);
        if (other && !refs(other.status, "supersedes").includes(d.number))
          problems.push(
            `${d.file} is superseded by ${n}, whose Status does not say "supersedes ${d.number}"`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("are each in the index, with the status the record says", () => {
    /** The record's whole Status paragraph, as the index sums it up: where it stands, and what amended it. */
    const summary = (file: string) => {
      const status = (read(file).match(/^Status: ((?:.+\n)*)/m)?.[1] ?? "").replace(/\s+/g, " ");
      const stands = status.match(/^(accepted|rejected|superseded by \d{4})/)?.[1] ?? "?";
      const amended = [...new Set(refs(status, "amended by"))].sort();
      return amended.length ? `${stands}; amended by ${amended.join(", ")}` : stands;
    };
    const rows = [
      ...read("docs/decisions/README.md").matchAll(/^\| \[(\d{4})\]\(([^)]+)\) +\| .+ \| ([^|]+?) *\|$/gm),
    ];
    const listed = new Map(rows.map((row) => [row[1]!, { link: row[2]!, status: row[3]!.trim() }]));
    const problems = decisions.flatMap((d) => {
      const row = listed.get(d.number);
      if (!row) return [`${d.file}: not in the index`];
      if (`docs/decisions/${row.link}` !== d.file) return [`${d.number}: the index links ${row.link}`];
      const said = summary(d.file);
      return row.status === said ? [] : [`${d.number}: the index says "${row.status}", the record "${said}"`];
    });
    for (const number of listed.keys())
      if (!numbers.has(number)) problems.push(`the index lists ${number}, which has no record`);
    expect(problems).toEqual([]);
  });

  it("are kept, rejected ones too: every decision the code and docs cite exists", () => {
    const citing = tracked.filter(
      (file) => /\.(ts|tsx|mjs|md)$/.test(file) && !file.startsWith("bench/results/"),
    );
    const cited = citing.flatMap((file) =>
      [...read(file).matchAll(/\b[Dd]ecisions? (\d{4})\b|decisions\/(\d{4})-/g)].map((m) => ({
        file,
        n: (m[1] ?? m[2])!,
      })),
    );
    expect(cited.filter((c) => !numbers.has(c.n)).map((c) => `${c.file}: decision ${c.n}`)).toEqual([]);
  });
});
