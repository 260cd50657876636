import type { AppContext } from "../context";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoCatalogue } from "./demo-catalogue";

/** Seeds the demo data; each part only adds what is missing, so a restart changes nothing. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  await seedDemoAccounts(ctx.db);
  await seedDemoCatalogue(ctx.db);
}
