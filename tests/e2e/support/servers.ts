import { tmpdir } from "node:os";
import path from "node:path";

const base = Number(process.env.E2E_PORT_BASE ?? 5180);

export interface E2EServer {
  kind: "embedded" | "postgres";
  port: number;
  baseURL: string;
}

export const E2E_SERVERS: E2EServer[] = [
  { kind: "embedded", port: base + 1, baseURL: `http://localhost:${base + 1}` },
  { kind: "postgres", port: base + 2, baseURL: `http://localhost:${base + 2}` },
];

export const SMTP_PORT = base + 9;
/** Where the test SMTP server drops every message it receives, one JSON file each. */
export const MAIL_DIR = path.join(tmpdir(), `critics-corner-e2e-mail-${base}`);
