/** A route's path pattern: static segments, `:name`, `:name?` (optional, last) and `*` (anything). */
export type Params = Record<string, string | undefined>;

export interface Compiled {
  pattern: string;
  regexp: RegExp;
  names: string[];
}

export function compile(pattern: string): Compiled {
  if (pattern === "*") return { pattern, regexp: /^.*$/, names: [] };
  const names: string[] = [];
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      names.push(param[1]!);
      return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    })
    .join("");
  return { pattern, regexp: new RegExp(`^${source}/?$`, "i"), names };
}

/** The params when `pathname` matches, else null. Segments are URL-decoded. */
export function matchPath(compiled: Compiled, pathname: string): Params | null {
  const found = compiled.regexp.exec(pathname === "" ? "/" : pathname);
  if (!found) return null;
  const params: Params = {};
  compiled.names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? undefined : safeDecode(value);
  });
  return params;
}

/** `decodeURIComponent`, or the text as it is when it holds a malformed escape (`%`, `%E0%A4%A`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
