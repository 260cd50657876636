/**
 * The critic database: critic names with their publications, and critic reviews. One interface,
 * two implementations (built-in tables in our own database, or Airtable), chosen by CRITIC_DB.
 *
 * Ids are strings because Airtable's are ("rec…"); the built-in database's are numbers written as
 * strings. Names compare exactly for reviews ("the critic's name equals the reviewer") and without
 * regard to case for critic names (two critics may not be "Jane Doe" and "jane doe").
 */

export interface PublicationRecord {
  id: string;
  name: string;
}

export interface CriticNameRecord {
  id: string;
  name: string;
  /** The first publication, or null when the critic has none yet. */
  publication: string | null;
  /** Every publication of the critic, oldest first. */
  publications: PublicationRecord[];
}

export interface CriticReviewRecord {
  id: string;
  /** Our submission id when the review came through this app; null for records made elsewhere. */
  submissionId: string | null;
  reviewer: string;
  publication: string;
  podcast: string;
  snippet: string;
  rating: number | null;
  /** YYYY-MM-DD */
  date: string | null;
  url: string | null;
  /** When the record was made in the critic database (Airtable's createdTime), when it says. */
  createdAt?: string | null;
}

/** A review to create, or to update when a record with the same submission id exists. */
export interface NewCriticReview {
  submissionId: string;
  reviewer: string;
  publication: string;
  podcast: string;
  snippet: string;
  rating: number;
  date: string;
  url: string;
}

/** Fields a critic may change on an existing review. */
export interface CriticReviewChanges {
  snippet?: string | undefined;
  rating?: number | undefined;
  date?: string | undefined;
  url?: string | undefined;
}

export interface CriticDatabase {
  readonly kind: "builtin" | "airtable";

  /** Every critic name with its publications, by name. */
  listCriticNames(): Promise<CriticNameRecord[]>;
  /** The critic name (case-insensitive match), or null. */
  findCriticName(name: string): Promise<CriticNameRecord | null>;
  /** Creates a critic name with its first publication; CriticDbError("conflict") if the name exists. */
  createCriticName(input: { name: string; publication: string }): Promise<CriticNameRecord>;
  /**
   * Adds a publication to an existing critic name; CriticDbError("not-found") for an unknown name,
   * ("conflict") when the critic already has a publication of that name.
   */
  addPublication(criticName: string, publication: string): Promise<PublicationRecord>;

  /** Reviews whose reviewer is exactly this name, newest date first. */
  listReviews(reviewer: string): Promise<CriticReviewRecord[]>;
  /**
   * Reviews in the critic database itself. Titles, milestones and pages count the local copy instead
   * (services/critic/counts.ts), which never waits on a remote database.
   */
  countReviews(reviewer: string): Promise<number>;
  /** Every review record (the Airtable sync's full read); built-in: the table itself. */
  listAllReviews(): Promise<CriticReviewRecord[]>;
  getReview(id: string): Promise<CriticReviewRecord | null>;
  /**
   * Creates each review, or updates the one record that carries the same submission id: delivering the
   * same submission twice leaves one record. Any number of reviews (sent in batches the remote side allows).
   */
  upsertReviews(reviews: NewCriticReview[]): Promise<CriticReviewRecord[]>;
  /** Changes the given fields; null when no such record exists. */
  updateReview(id: string, changes: CriticReviewChanges): Promise<CriticReviewRecord | null>;
  /** False when no such record exists. */
  deleteReview(id: string): Promise<boolean>;
}

export type CriticDbErrorKind =
  /** Network failure, timeout or a 5xx: trying again later can help. */
  | "unavailable"
  /** The remote side's rate limit: wait `retryAfterMs`. */
  | "rate-limited"
  /** The request was refused (bad data, wrong configuration): the same request will fail again. */
  | "rejected"
  | "conflict"
  | "not-found";

export class CriticDbError extends Error {
  constructor(
    readonly kind: CriticDbErrorKind,
    message: string,
    /** `clash`: what a "conflict" is about, so the answer can name it (critic_name_exists, publication_exists). */
    readonly details: { status?: number; retryAfterMs?: number; clash?: "critic-name" | "publication" } = {},
  ) {
    super(message);
    this.name = "CriticDbError";
  }

  get retryable(): boolean {
    return this.kind === "unavailable" || this.kind === "rate-limited";
  }
}

/** Record ids of the built-in database are positive integers; anything else names no record. */
export function builtinRecordKey(id: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** Exact reviewer comparison, forgiving only surrounding spaces typed into a spreadsheet. */
export const sameReviewer = (a: string, b: string) => a.trim() === b.trim();

/** Newest date first; undated reviews last; ties by id for a stable order. */
export function byDateDescending(a: CriticReviewRecord, b: CriticReviewRecord): number {
  const left = a.date ?? "";
  const right = b.date ?? "";
  if (left !== right) return left < right ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
