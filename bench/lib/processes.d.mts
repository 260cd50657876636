// Types of processes.mjs for the TypeScript benches (bench/*.ts).
import type { ChildProcess } from "node:child_process";
export const BARE_SERVER: string;
export function freePort(): Promise<number>;
export function runSync(command: string, args: string[], extraEnv?: Record<string, string>): void;
export function startNode(
  args: string[],
  extraEnv: Record<string, string | undefined>,
  logFile?: string,
): ChildProcess;
export function stop(child: ChildProcess): Promise<void>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
