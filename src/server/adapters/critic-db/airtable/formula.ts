/**
 * Builds Airtable formulas (filterByFormula) from values that may come from users. A value is always a
 * single-quoted string literal with its backslashes and quotes escaped, so `'&"),{}` stays text.
 */
export function formulaString(value: string): string {
  const escaped = value
    .replaceAll("\\", "\\\\")
    .replaceAll("'", "\\'")
    .replaceAll("\n", "\\n")
    .replaceAll("\r", "\\r");
  return `'${escaped}'`;
}

/** A field reference; braces inside a field name cannot be escaped, so they are refused. */
export function formulaField(name: string): string {
  if (/[{}]/.test(name))
    throw new Error(`Airtable field names used in formulas may not contain braces: ${name}`);
  return `{${name}}`;
}

/** The field, trimmed, equals the value exactly. */
export const fieldEquals = (field: string, value: string) =>
  `TRIM(${formulaField(field)}) = ${formulaString(value.trim())}`;

/** The field, trimmed, equals the value whatever the case. */
export const fieldEqualsIgnoringCase = (field: string, value: string) =>
  `LOWER(TRIM(${formulaField(field)})) = LOWER(${formulaString(value.trim())})`;
