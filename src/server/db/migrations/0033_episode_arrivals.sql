-- The Following feed at scale (issue 53, decision 0090): new episodes of followed podcasts join it, and
-- its candidates are read from index-only scans by one function whose plan each connection keeps.
--
-- An episode is announced when a refresh first finds it and it came out in the week before (the back
-- catalogue found on a feed's first refresh is not news).
ALTER TABLE episodes ADD COLUMN announced_at timestamptz;--> statement-breakpoint
CREATE INDEX episodes_podcast_announced_idx ON episodes (podcast_id, announced_at DESC, id DESC)
  WHERE announced_at IS NOT NULL;--> statement-breakpoint
-- Visible reviews newest first per critic and per podcast, answered from the index alone (the reviewer is
-- carried for the suspended-critic check); they replace migration 0031's, which had to visit every row.
DROP INDEX critic_reviews_reviewer_created_idx;--> statement-breakpoint
DROP INDEX critic_reviews_podcast_created_idx;--> statement-breakpoint
CREATE INDEX critic_reviews_feed_reviewer_idx ON critic_reviews (reviewer, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX critic_reviews_feed_podcast_idx ON critic_reviews (podcast_id, created_at DESC, id DESC)
  INCLUDE (reviewer) WHERE hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX reviews_feed_podcast_idx ON reviews (podcast_id, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;--> statement-breakpoint
-- One page of a member's feed, as (kind, id, arrival), newest first: kind 'c' a critic review (by a
-- followed critic under any name they held, or of a followed podcast, not by a suspended critic), 'm' a
-- member review of a followed podcast, 'e' an announced episode of one. Each source is read newest first
-- and cut at the page's size, so a page costs the same however much has been written. Items arrive after
-- p_since and before (p_before, kind, id) in the feed's order (arrival desc, kind desc, id desc): each
-- kind's id bound says where its items at p_before stop (services/following/feed.ts computes them).
-- A function, so that each connection plans it once (PL/pgSQL keeps the plan): planning this many lateral
-- reads costs more than running them. ROWS: a page, not the default thousand, so callers join by index.
CREATE FUNCTION feed_candidates(p_user integer, p_take integer, p_since timestamptz, p_before timestamptz,
  p_critic_id bigint, p_member_id bigint, p_episode_id bigint)
RETURNS TABLE (kind text, id integer, at timestamptz) LANGUAGE plpgsql STABLE ROWS 50 AS $$
BEGIN
  RETURN QUERY
  WITH candidates AS (
    (SELECT 'c'::text AS k, r.id, r.created_at AS at FROM critic_follows f
      JOIN users cu ON cu.id = f.critic_id AND cu.status = 'active'
      JOIN critic_names_held h ON h.user_id = f.critic_id
      CROSS JOIN LATERAL (SELECT r.id, r.created_at FROM critic_reviews r
        WHERE r.reviewer = h.critic_name AND r.hidden_at IS NULL AND r.created_at > p_since
          AND (r.created_at, r.id) < (p_before, p_critic_id)
        ORDER BY r.created_at DESC, r.id DESC LIMIT p_take) r
      WHERE f.follower_id = p_user
    UNION
    SELECT 'c', r.id, r.created_at FROM podcast_follows f
      CROSS JOIN LATERAL (SELECT r.id, r.created_at FROM critic_reviews r
        WHERE r.podcast_id = f.podcast_id AND r.hidden_at IS NULL AND r.created_at > p_since
          AND (r.created_at, r.id) < (p_before, p_critic_id)
          AND NOT EXISTS (SELECT 1 FROM critic_names_held s JOIN users su ON su.id = s.user_id
            WHERE s.critic_name = r.reviewer AND su.status = 'suspended')
        ORDER BY r.created_at DESC, r.id DESC LIMIT p_take) r
      WHERE f.follower_id = p_user)
    UNION ALL
    SELECT 'm', r.id, r.created_at FROM podcast_follows f
      CROSS JOIN LATERAL (SELECT r.id, r.created_at FROM reviews r
        WHERE r.podcast_id = f.podcast_id AND r.hidden_at IS NULL AND r.created_at > p_since
          AND (r.created_at, r.id) < (p_before, p_member_id)
        ORDER BY r.created_at DESC, r.id DESC LIMIT p_take) r
      WHERE f.follower_id = p_user
    UNION ALL
    SELECT 'e', e.id, e.announced_at FROM podcast_follows f
      CROSS JOIN LATERAL (SELECT e.id, e.announced_at FROM episodes e
        WHERE e.podcast_id = f.podcast_id AND e.announced_at IS NOT NULL AND e.announced_at > p_since
          AND (e.announced_at, e.id) < (p_before, p_episode_id)
        ORDER BY e.announced_at DESC, e.id DESC LIMIT p_take) e
      WHERE f.follower_id = p_user
  )
  SELECT c.k, c.id, c.at FROM candidates c ORDER BY c.at DESC, c.k DESC, c.id DESC LIMIT p_take;
END $$;
--> statement-breakpoint
-- The page itself: each chosen item read whole (its review or episode, podcast and critic), also planned
-- once per connection. The columns are the service's (services/following/feed.ts).
CREATE FUNCTION feed_page(p_user integer, p_take integer, p_since timestamptz, p_before timestamptz,
  p_critic_id bigint, p_member_id bigint, p_episode_id bigint, p_text_max integer)
RETURNS TABLE (k text, id integer, at timestamptz, micros text, "podcastId" integer, "podcastTitle" text,
  by text, "episodeId" integer, "criticSlug" text, title text, text text, rating double precision,
  "containsSpoilers" boolean, url text)
LANGUAGE plpgsql STABLE ROWS 50 AS $$
BEGIN
  RETURN QUERY
  SELECT page.kind, page.id, page.at, (extract(epoch FROM page.at) * 1000000)::bigint::text,
    coalesce(cr.podcast_id, mr.podcast_id, e.podcast_id),
    coalesce(p.title, cr.podcast),
    CASE page.kind WHEN 'c' THEN coalesce(c.name, cr.reviewer) WHEN 'm' THEN a.name ELSE p.title END,
    CASE page.kind WHEN 'c' THEN cr.episode_id WHEN 'm' THEN mr.episode_id WHEN 'e' THEN e.id END,
    CASE WHEN page.kind = 'c' AND c.status = 'active' THEN c.slug END,
    CASE page.kind WHEN 'm' THEN mr.title WHEN 'e' THEN e.title END,
    CASE page.kind WHEN 'c' THEN cr.snippet WHEN 'm' THEN mr.content ELSE left(e.description, p_text_max) END,
    coalesce(cr.rating, mr.rating),
    coalesce(mr.contains_spoilers, false),
    CASE page.kind WHEN 'c' THEN cr.url WHEN 'e' THEN e.audio_url END
  FROM feed_candidates(p_user, p_take, p_since, p_before, p_critic_id, p_member_id, p_episode_id) AS page
  LEFT JOIN critic_reviews cr ON page.kind = 'c' AND cr.id = page.id
  LEFT JOIN critic_reviewers c ON c.reviewer = cr.reviewer
  LEFT JOIN reviews mr ON page.kind = 'm' AND mr.id = page.id
  LEFT JOIN users a ON a.id = mr.user_id
  LEFT JOIN episodes e ON page.kind = 'e' AND e.id = page.id
  LEFT JOIN podcasts p ON p.id = coalesce(cr.podcast_id, mr.podcast_id, e.podcast_id)
  ORDER BY page.at DESC, page.kind DESC, page.id DESC;
END $$;
