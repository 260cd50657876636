import { FakeAirtable, type FakeAirtableOptions } from "./server";

/** Runs the local Airtable server in a process of its own and prints its address (see ./process.ts). */
const options = JSON.parse(process.env.FAKE_AIRTABLE_OPTIONS ?? "{}") as FakeAirtableOptions;
const fake = new FakeAirtable(options);
const url = await fake.start();
process.stdout.write(`${JSON.stringify({ url, token: fake.token, baseId: fake.baseId })}\n`);
process.on("SIGTERM", () => void fake.stop().then(() => process.exit(0)));
