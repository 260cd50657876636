import type { Paged } from "@shared/schemas/critics";
import type {
  ReportFilter,
  ReportItem,
  ReportReason,
  ReportStatus,
  ReportSummary,
} from "@shared/schemas/moderation";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

/** The queue's order: most reports first, then the oldest first report (the index moderation_cases_queue_idx). */
const QUEUE_ORDER = sql`report_count desc, first_reported_at, id`;

const STATUSES: Record<ReportFilter, ReportStatus[]> = {
  open: ["open"],
  closed: ["hidden", "dismissed"],
};

type ItemRow = {
  kind: ReportItem["kind"];
  id: string;
  podcast_id: number | null;
  podcast_title: string;
  author_name: string;
  title: string | null;
  text: string;
  rating: number | null;
  contains_spoilers: boolean;
  reasons: Partial<Record<ReportReason, number>> | null;
  report_count: number;
  first_reported_at: Date | string;
  last_reported_at: Date | string;
  status: ReportStatus;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision_note: string | null;
  notes: { reason: ReportReason; note: string; reporter: string; created_at: string }[] | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toItem = (row: ItemRow): ReportItem => ({
  kind: row.kind,
  id: row.id,
  podcastId: row.podcast_id === null ? null : Number(row.podcast_id),
  podcastTitle: row.podcast_title,
  authorName: row.author_name,
  title: row.title,
  text: row.text,
  rating: row.rating === null ? null : Number(row.rating),
  containsSpoilers: row.contains_spoilers,
  reasons: row.reasons ?? {},
  reportCount: Number(row.report_count),
  firstReportedAt: iso(row.first_reported_at),
  lastReportedAt: iso(row.last_reported_at),
  status: row.status,
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  decidedBy: row.decided_by,
  decisionNote: row.decision_note,
  notes: (row.notes ?? []).map((n) => ({
    reason: n.reason,
    note: n.note,
    reporter: n.reporter,
    createdAt: iso(n.created_at),
  })),
});

/** The reports of case `c`, by whichever of its columns names the review. */
const reportsOfCase = sql`(
  (c.review_id is not null and rr.review_id = c.review_id)
  or (c.critic_review_id is not null and rr.critic_review_id = c.critic_review_id))`;

/**
 * The items of the cases `cases` (a relation with an `id` and the queue's order columns), in the queue's
 * order: the review (audience or critic), its podcast, the reasons counted, the latest decision and the
 * reporters' newest notes. One statement for a whole page.
 */
async function itemsOf(db: Queryable, cases: SQL): Promise<ReportItem[]> {
  const result = await db.execute<ItemRow>(sql`
    select
      case when c.review_id is not null then 'review' else 'critic-review' end as kind,
      coalesce(c.review_id::text, cr.record_id, cr.id::text) as id,
      coalesce(r.podcast_id, cr.podcast_id) as podcast_id,
      coalesce(p.title, cr.podcast, '') as podcast_title,
      coalesce(u.name, cr.reviewer, '') as author_name,
      r.title,
      coalesce(r.content, cr.snippet, '') as text,
      coalesce(r.rating, cr.rating) as rating,
      coalesce(r.contains_spoilers, false) as contains_spoilers,
      (select jsonb_object_agg(x.reason, x.n) from (
        select rr.reason, count(*)::int as n from review_reports rr where ${reportsOfCase} group by rr.reason
      ) x) as reasons,
      c.report_count, c.first_reported_at, c.last_reported_at, c.status, c.decided_at,
      d.username as decided_by, c.note as decision_note,
      (select jsonb_agg(jsonb_build_object('reason', y.reason, 'note', y.note, 'reporter', y.username,
          'created_at', y.created_at) order by y.created_at desc, y.id desc) from (
        select rr.id, rr.reason, rr.note, ru.username, rr.created_at
        from review_reports rr join users ru on ru.id = rr.reporter_id
        where ${reportsOfCase} and rr.note is not null
        order by rr.created_at desc, rr.id desc limit 5
      ) y) as notes
    from ${cases} q
    join moderation_cases c on c.id = q.id
    left join reviews r on r.id = c.review_id
    left join users u on u.id = r.user_id
    left join critic_reviews cr on cr.id = c.critic_review_id
    left join podcasts p on p.id = coalesce(r.podcast_id, cr.podcast_id)
    left join users d on d.id = c.decided_by
    order by q.report_count desc, q.first_reported_at, q.id`);
  return result.rows.map(toItem);
}

/**
 * GET /api/admin/reports: one page of the reported reviews in a state, most reports first, then the
 * oldest. Each state's part is read in the queue index's order (closed: hidden and dismissed merged), so a
 * page costs its own rows, not a sort of every case.
 */
export async function listReports(
  db: Queryable,
  query: { status: ReportFilter; page: number; pageSize: number },
): Promise<Paged<ReportItem>> {
  const { page, pageSize } = query;
  const statuses = STATUSES[query.status];
  const reach = page * pageSize;
  const parts = statuses.map(
    (status) => sql`(select id, report_count, first_reported_at from moderation_cases
      where status = ${status} order by ${QUEUE_ORDER} limit ${reach})`,
  );
  const pageOfCases = sql`(
    select * from (${sql.join(parts, sql` union all `)}) s
    order by ${QUEUE_ORDER} limit ${pageSize} offset ${(page - 1) * pageSize})`;
  const [items, total] = await Promise.all([
    itemsOf(db, pageOfCases),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from moderation_cases
      where status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`),
  ]);
  return { items, total: Number(total.rows[0]?.n ?? 0), page, pageSize };
}

/** One case's item (the answer to a decision). */
export async function reportItem(db: Queryable, caseId: number): Promise<ReportItem> {
  const [item] = await itemsOf(
    db,
    sql`(select id, report_count, first_reported_at from moderation_cases where id = ${caseId})`,
  );
  if (!item) throw new Error(`moderation case ${caseId} vanished`);
  return item;
}

/** GET /api/admin/reports/summary: reported reviews waiting for a decision. */
export async function reportSummary(db: Queryable): Promise<ReportSummary> {
  const result = await db.execute<{ open: number }>(
    sql`select count(*)::int as open from moderation_cases where status = 'open'`,
  );
  return { open: Number(result.rows[0]?.open ?? 0) };
}
