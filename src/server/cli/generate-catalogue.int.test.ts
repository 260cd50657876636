import { describe, expect, it } from "vitest";
import { cliRunner } from "../test/cli-runner";

// Issue 51 item 4: generate-catalogue asks before writing into a database that already holds data; without
// a terminal to ask on it refuses unless --yes. Process behaviour: the embedded database's run only.
const { run, tempDir } = cliRunner("generate-catalogue");

describe.runIf(process.env.TEST_DB !== "postgres")(
  "generate-catalogue on a database with data",
  { timeout: 600_000 },
  () => {
    it("fills an empty database, then asks (refuses without a terminal) unless --yes", () => {
      const env = { DATA_DIR: tempDir("cc-generate-"), DATABASE_URL: "", SEED_DEMO: "0" };
      const first = run(["--podcasts", "3", "--reviews", "0"], env);
      expect(first.out).toContain("Synthetic catalogue ready");
      expect(first.status).toBe(0);

      const again = run(["--podcasts", "5", "--reviews", "0"], env);
      expect(again.out).toContain("The database already holds 3 podcasts");
      expect(again.out).toContain("Pass --yes");
      expect(again.status).toBe(1);

      const confirmed = run(["--podcasts", "5", "--reviews", "0", "--yes"], env);
      expect(confirmed.out).toContain("Synthetic catalogue ready");
      expect(confirmed.status).toBe(0);
    });
  },
);
