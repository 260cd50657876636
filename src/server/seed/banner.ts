import type { Config } from "../config";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The start-up banner. Demo passwords are shown only outside production (in production they are random). */
export function bannerText(config: Config, processes: number): string {
  const database = config.databaseUrl ? "PostgreSQL server" : `embedded PostgreSQL in ${config.dataDir}`;
  const workers = processes > 1 ? `, ${processes} processes` : "";
  const lines = [`\n  ${config.site.brandName} is running at ${config.appUrl} (${database}${workers})\n`];
  if (config.seedDemo && !config.isProduction) {
    lines.push("  Demo accounts:");
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.username.padEnd(10)} / ${a.password.padEnd(20)} ${a.description}`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
