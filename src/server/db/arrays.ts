import { type SQL, sql } from "drizzle-orm";

/** A list as one text[] (or int[]) parameter (a plain `${list}` expands into one parameter per item). */
export const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`;
export const intArray = (values: number[]): SQL => sql`${sql.param(values)}::int[]`;
