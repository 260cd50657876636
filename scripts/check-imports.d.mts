// Types of check-imports.mjs for src/import-rules.test.ts.
type Graph = Map<string, string[]>;
export function resolveImport(
  root: string,
  from: string,
  specifier: string,
  exists?: (file: string) => boolean,
): string | null;
export function importGraph(
  files: string[],
  read: (file: string) => string,
  resolve: (from: string, specifier: string) => string | null,
): Graph;
export function importCycles(graph: Graph): string[][];
export function importBreach(from: string, to: string): string | null;
export function importProblems(graph: Graph, options?: { skip?: (file: string) => boolean }): string[];
export function checkProject(root: string): string[];
