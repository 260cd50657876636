import type { AppContext } from "../context";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoCatalogue } from "./demo-catalogue";
import { seedDemoCritics } from "./demo-critics";

/** Seeds the demo data; each part only adds what is missing, so a restart changes nothing. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  await seedDemoAccounts(ctx.db, ctx.config.isProduction);
  await seedDemoCatalogue(ctx.db);
  // An Airtable base belongs to the provider: the demo never writes into it.
  if (ctx.criticDb.kind === "builtin") await seedDemoCritics(ctx.criticDb);
}
