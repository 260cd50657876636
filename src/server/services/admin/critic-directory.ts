/**
 * What administration needs from the critic database. `ctx.criticDb` (built-in tables or Airtable)
 * provides it once the critic workspace is merged; until then the types mirror that interface.
 */
export interface PublicationRecord {
  id: string;
  name: string;
}

export interface CriticNameRecord {
  id: string;
  name: string;
  publication: string | null;
  publications: PublicationRecord[];
  totalReviews: number;
}

export interface CriticDirectory {
  listCriticNames(): Promise<CriticNameRecord[]>;
  findCriticName(name: string): Promise<CriticNameRecord | null>;
  createCriticName(input: { name: string; publication: string }): Promise<CriticNameRecord>;
  addPublication(criticName: string, publication: string): Promise<PublicationRecord>;
  countReviews(reviewer: string): Promise<number>;
}

/** Stand-in until the critic database is wired in: every name exists. */
export const ACCEPT_ANY_CRITIC_NAME: Pick<CriticDirectory, "findCriticName"> = {
  findCriticName: async (name) => ({ id: name, name, publication: null, publications: [], totalReviews: 0 }),
};
