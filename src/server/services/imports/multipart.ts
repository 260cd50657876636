/** The first file of a multipart/form-data body (what `curl -F file=@list.csv` or a browser form sends). */
export interface UploadedFile {
  filename: string | undefined;
  contentType: string | undefined;
  text: string;
}

/** Reads the boundary from a multipart content type; undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) return undefined;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Finds the first part that carries a file name (else the first part) and answers its content as UTF-8.
 * Small and strict on purpose: the import endpoint takes one file and nothing else.
 */
export function extractUploadedFile(body: Buffer, boundary: string): UploadedFile | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  let fallback: UploadedFile | undefined;
  for (const raw of parts) {
    const part = raw.subarray(raw.indexOf("\r\n") + 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd === -1) continue;
    const headers = part.subarray(0, headerEnd).toString("utf8");
    let content = part.subarray(headerEnd + 4);
    if (content.subarray(-2).toString() === "\r\n") content = content.subarray(0, -2);
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
    const file = { filename, contentType, text: content.toString("utf8") };
    if (filename !== undefined) return file;
    fallback ??= file;
  }
  return fallback;
}
