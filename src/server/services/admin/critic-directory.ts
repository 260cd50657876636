import type { CriticDatabase } from "../../adapters/critic-db";

export type { CriticNameRecord, PublicationRecord } from "../../adapters/critic-db";

/** What administration needs from the critic database (`ctx.criticDb`: built-in tables or Airtable). */
export type CriticDirectory = Pick<
  CriticDatabase,
  "listCriticNames" | "findCriticName" | "createCriticName" | "addPublication"
>;
