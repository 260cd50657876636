/**
 * A small evaluator for the part of Airtable's formula language that filterByFormula needs here:
 * {Field} references, single- or double-quoted strings with backslash escapes, numbers, the operators
 * = != < > <= >= & and the functions AND OR NOT IF LOWER UPPER TRIM LEN RECORD_ID TRUE FALSE BLANK.
 * Anything else is a formula error, as Airtable would answer it.
 */

type Value = string | number | boolean;

export class FormulaError extends Error {}

type Token =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "field"; value: string }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string };

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t" };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'" || c === '"') {
      let value = "";
      i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === "\\") {
          const next = source[i + 1];
          if (next === undefined) throw new FormulaError("Unterminated escape");
          value += ESCAPES[next] ?? next;
          i += 2;
        } else {
          value += source[i++];
        }
      }
      if (i >= source.length) throw new FormulaError("Unterminated string");
      i++;
      tokens.push({ kind: "string", value });
    } else if (c === "{") {
      const end = source.indexOf("}", i);
      if (end < 0) throw new FormulaError("Unterminated field reference");
      tokens.push({ kind: "field", value: source.slice(i + 1, end) });
      i = end + 1;
    } else if (/[0-9.]/.test(c)) {
      const match = /^[0-9]*\.?[0-9]+/.exec(source.slice(i));
      if (!match) throw new FormulaError(`Unexpected ${c}`);
      tokens.push({ kind: "number", value: Number(match[0]) });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ kind: "name", value: match[0].toUpperCase() });
      i += match[0].length;
    } else {
      const two = source.slice(i, i + 2);
      if (two === "!=" || two === "<=" || two === ">=") {
        tokens.push({ kind: "op", value: two });
        i += 2;
      } else if ("=<>&(),".includes(c)) {
        tokens.push({ kind: "op", value: c });
        i++;
      } else {
        throw new FormulaError(`Unexpected character ${c}`);
      }
    }
  }
  return tokens;
}

type Node =
  | { kind: "literal"; value: Value }
  | { kind: "field"; name: string }
  | { kind: "call"; name: string; args: Node[] }
  | { kind: "binary"; op: string; left: Node; right: Node };

function parse(source: string): Node {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => peek()?.kind === "op" && peek()?.value === value;
  const expectOp = (value: string) => {
    if (!isOp(value)) throw new FormulaError(`Expected ${value}`);
    pos++;
  };

  function comparison(): Node {
    let left = concat();
    while (["=", "!=", "<", ">", "<=", ">="].some(isOp)) {
      const op = (tokens[pos++] as { value: string }).value;
      left = { kind: "binary", op, left, right: concat() };
    }
    return left;
  }
  function concat(): Node {
    let left = primary();
    while (isOp("&")) {
      pos++;
      left = { kind: "binary", op: "&", left, right: primary() };
    }
    return left;
  }
  function primary(): Node {
    const token = tokens[pos++];
    if (!token) throw new FormulaError("Unexpected end of formula");
    if (token.kind === "string" || token.kind === "number") return { kind: "literal", value: token.value };
    if (token.kind === "field") return { kind: "field", name: token.value };
    if (token.kind === "op" && token.value === "(") {
      const inner = comparison();
      expectOp(")");
      return inner;
    }
    if (token.kind === "name") {
      expectOp("(");
      const args: Node[] = [];
      if (!isOp(")")) {
        args.push(comparison());
        while (isOp(",")) {
          pos++;
          args.push(comparison());
        }
      }
      expectOp(")");
      return { kind: "call", name: token.value, args };
    }
    throw new FormulaError(`Unexpected ${token.value}`);
  }

  const node = comparison();
  if (pos !== tokens.length) throw new FormulaError("Unexpected text after the formula");
  return node;
}

export interface FormulaRecord {
  id: string;
  fields: Record<string, unknown>;
}

function cellValue(value: unknown): Value {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map((v) => String(v)).join(", ");
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") return value;
  return String(value);
}

export const truthy = (value: Value) =>
  !(value === 0 || value === false || value === "" || Number.isNaN(value));

const str = (value: Value) => (typeof value === "boolean" ? (value ? "1" : "0") : String(value));

function compare(op: string, left: Value, right: Value): boolean {
  const numeric = typeof left === "number" && typeof right === "number";
  const a = numeric ? left : str(left);
  const b = numeric ? right : str(right);
  switch (op) {
    case "=":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
      return a < b;
    case ">":
      return a > b;
    case "<=":
      return a <= b;
    default:
      return a >= b;
  }
}

function evaluate(node: Node, record: FormulaRecord): Value {
  const ev = (n: Node) => evaluate(n, record);
  switch (node.kind) {
    case "literal":
      return node.value;
    case "field":
      return cellValue(record.fields[node.name]);
    case "binary":
      if (node.op === "&") return str(ev(node.left)) + str(ev(node.right));
      return compare(node.op, ev(node.left), ev(node.right));
    case "call": {
      const args = node.args;
      switch (node.name) {
        case "AND":
          return args.every((a) => truthy(ev(a)));
        case "OR":
          return args.some((a) => truthy(ev(a)));
        case "NOT":
          return !truthy(ev(args[0]!));
        case "IF":
          return truthy(ev(args[0]!)) ? ev(args[1]!) : args[2] ? ev(args[2]) : "";
        case "LOWER":
          return str(ev(args[0]!)).toLowerCase();
        case "UPPER":
          return str(ev(args[0]!)).toUpperCase();
        case "TRIM":
          return str(ev(args[0]!)).trim();
        case "LEN":
          return str(ev(args[0]!)).length;
        case "RECORD_ID":
          return record.id;
        case "TRUE":
          return true;
        case "FALSE":
          return false;
        case "BLANK":
          return "";
        default:
          throw new FormulaError(`Unknown function ${node.name}`);
      }
    }
  }
}

/** A filter over records, or a FormulaError for a formula Airtable would refuse. */
export function compileFormula(
  source: string,
  fieldNames: ReadonlySet<string>,
): (record: FormulaRecord) => boolean {
  const node = parse(source);
  const check = (n: Node): void => {
    if (n.kind === "field" && !fieldNames.has(n.name))
      throw new FormulaError(`Unknown field names: ${n.name}`);
    if (n.kind === "binary") [n.left, n.right].forEach(check);
    if (n.kind === "call") n.args.forEach(check);
  };
  check(node);
  return (record) => truthy(evaluate(node, record));
}
