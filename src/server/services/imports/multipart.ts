import { Busboy } from "@fastify/busboy";

/** The first file of a multipart/form-data body (what `curl -F file=@list.csv` or a browser form sends). */
export interface UploadedFile {
  filename: string | undefined;
  contentType: string | undefined;
  text: string;
}

/**
 * Reads the first file part of a multipart/form-data body with busboy (the parser behind
 * @fastify/multipart: quoted, unquoted and RFC 5987 `filename*` names); without a file part, the first
 * field's value is taken as the file. Undefined for a body with neither, or one that is not multipart.
 */
export function readUploadedFile(
  body: Buffer,
  contentType: string,
  maxBytes: number,
): Promise<UploadedFile | undefined> {
  return new Promise((resolve) => {
    let file: UploadedFile | undefined;
    let fallback: UploadedFile | undefined;
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fileSize: maxBytes, fieldSize: maxBytes },
      });
    } catch {
      return resolve(undefined); // no boundary, or not multipart at all
    }
    parser.on("file", (_field, stream, filename, _encoding, mimeType) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        file ??= {
          filename: filename || undefined,
          contentType: mimeType,
          text: Buffer.concat(chunks).toString("utf8"),
        };
      });
    });
    parser.on("field", (_field, value, _nameTruncated, _valueTruncated, _encoding, mimeType) => {
      fallback ??= { filename: undefined, contentType: mimeType, text: value };
    });
    parser.on("finish", () => resolve(file ?? fallback));
    parser.on("error", () => resolve(undefined));
    parser.end(body);
  });
}
