import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";

export type CriticFiguresMismatch = {
  id: number;
  stored: string;
  expected: string;
};

/**
 * The podcasts whose critics' figures differ from a recompute from scratch, written independently of
 * migration 0027's function (a window instead of DISTINCT ON, the tables instead of the view): the reviews
 * shown (not hidden, not by a suspended critic's account under any name it held), each critic's newest
 * rated one (date, then submission time, then id) counted once, a critic being the account that holds or
 * held the reviewer name (else the name), the mean to one decimal, half up. Empty when all agree.
 */
export async function criticFiguresMismatches(db: Queryable): Promise<CriticFiguresMismatch[]> {
  const result = await db.execute<CriticFiguresMismatch>(sql`
    with shown as (
      select r.*, coalesce(h.user_id::text, '~' || r.reviewer) as critic
      from critic_reviews r
      left join critic_names_held h on h.critic_name = r.reviewer
      left join users u on u.id = h.user_id
      where r.podcast_id is not null and r.hidden_at is null and u.status is distinct from 'suspended'
    ), newest as (
      select podcast_id, rating from (
        select podcast_id, rating, row_number() over (
          partition by podcast_id, critic order by date desc nulls last, submitted_at desc, id desc) as nth
        from shown where rating is not null) ranked
      where nth = 1
    ), expected as (
      select p.id, coalesce(c.reviews, 0) as reviews, coalesce(n.critics, 0) as critics,
        case when n.critics > 0 then round(n.total::numeric / n.critics, 1)::float8 end as average
      from podcasts p
      left join (select podcast_id, count(*)::int as reviews from shown group by podcast_id) c
        on c.podcast_id = p.id
      left join (select podcast_id, count(*)::int as critics, sum(rating) as total from newest group by podcast_id) n
        on n.podcast_id = p.id
    )
    select p.id,
      concat_ws(' ', p.critic_review_count, p.critic_rating_count, p.critic_average) as stored,
      concat_ws(' ', e.reviews, e.critics, e.average) as expected
    from podcasts p join expected e on e.id = p.id
    where (p.critic_review_count, p.critic_rating_count, p.critic_average)
      is distinct from (e.reviews, e.critics, e.average)
    order by p.id`);
  return result.rows;
}
