// npm run bench:public, step one: adds `count` active critics, each with a slug and a few critic reviews, and
// one signed-in reader, to the embedded database in DATA_DIR (run before the server takes the database).
import { openDatabase } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { criticReviews } from "../../src/server/db/schema";
import { createUser } from "../../src/server/services/users/create-user";

const [dataDir, countText, password] = process.argv.slice(2);
const count = Number(countText);
const handle = await openDatabase({ dataDir: dataDir! });
await migrate(handle);
const slugs: string[] = [];
for (let i = 0; i < count; i++) {
  const criticName = `Bench Critic ${String(i).padStart(4, "0")}`;
  const user = await createUser(handle.db, {
    username: `bench_critic_${i}`,
    name: criticName,
    password: password!,
    role: "critic",
    status: "active",
    criticName,
  });
  slugs.push(user.slug!);
  await handle.db.insert(criticReviews).values(
    Array.from({ length: 1 + (i % 7) }, (_, n) => ({
      submissionId: null,
      reviewer: criticName,
      publication: `${criticName} Weekly`,
      podcast: `Bench Show ${n}`,
      snippet: "A review for the public pages bench, long enough to stand for a real snippet.",
      rating: 3 + (n % 3),
      date: "2025-03-01",
      url: "https://example.com/review",
    })),
  );
}
await createUser(handle.db, {
  username: "bench_reader",
  name: "Bench Reader",
  password: password!,
  role: "critic",
  status: "active",
});
await handle.close();
process.stdout.write(JSON.stringify(slugs));
