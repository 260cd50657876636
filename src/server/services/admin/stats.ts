import type { AdminStats } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { catalogueCounts, users } from "../../db/schema";
import { deliveryHealth } from "./delivery-health";

/** The dashboard's figures. Active critics: role critic, status active and a critic name. Delivery health. */
export async function adminStats(db: Queryable): Promise<AdminStats> {
  const [row] = await db
    .select({
      userCount: sql<number>`count(*)::int`,
      criticsCount: sql<number>`(count(*) filter (where ${users.role} = 'critic' and ${users.status} = 'active' and ${users.criticName} is not null))::int`,
    })
    .from(users);
  // Kept in step with every podcast and review write: 19 rows, not a count over the catalogue.
  const [catalogue] = await db
    .select({
      podcasts: sql<number>`coalesce(sum(${catalogueCounts.podcastCount}), 0)::int`,
      reviews: sql<number>`coalesce(sum(${catalogueCounts.reviewCount}), 0)::int`,
    })
    .from(catalogueCounts);
  return {
    podcastCount: catalogue?.podcasts ?? 0,
    reviewCount: catalogue?.reviews ?? 0,
    userCount: row?.userCount ?? 0,
    criticsCount: row?.criticsCount ?? 0,
    ...(await deliveryHealth(db)),
  };
}
