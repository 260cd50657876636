import type { ApiRoute } from "@shared/api/contract";

/**
 * What the OpenAPI document says each route does (its `summary`), keyed as the API contract names the
 * route. One table, so the whole API reads as a list here and a route file stays a list of declarations.
 */
export const ROUTE_SUMMARIES: { readonly [R in ApiRoute]?: string } = {
  "GET /api/critics/:slug/follow":
    "Whether you follow the critic (false signed out) and their follower count",
  "PUT /api/critics/:slug/follow": "Follow a critic (active accounts; following twice is following)",
  "DELETE /api/critics/:slug/follow": "Stop following a critic (idempotent)",
  "GET /api/podcasts/:id/follow": "Whether you follow the podcast and its follower count",
  "PUT /api/podcasts/:id/follow": "Follow a podcast (active accounts; following twice is following)",
  "DELETE /api/podcasts/:id/follow": "Stop following a podcast (idempotent)",
  "GET /api/following": "The critics and podcasts you follow, newest follow first, a page at a time",
  "GET /api/feed":
    "What is new from the critics and podcasts you follow, newest first; pass `nextCursor` as `cursor` for older items",
  "PUT /api/user/digest": "Your weekly digest e-mail: weekly or off (read back as `digest` in GET /api/user)",
  "GET /api/admin/critic-names":
    "Critic names with publications, who holds each, and their activity (reviews, rating, status)",
  "POST /api/admin/critic-names/:name/nudge":
    "E-mail a critic a nudge with their title and review count (at most once per 7 days)",
  "POST /api/admin/critic-names":
    "Add New Critic: a critic name with its publication, optionally an invited account",
  "POST /api/admin/critic-names/:name/publications": "Add a further publication to a critic",
  "POST /api/admin/check-milestone/:userId": "Work out a critic's title and e-mail it when it is new",
  "GET /api/admin/podcasts/imports/:id":
    "Progress of an import sent with an Import-Id header (administrators)",
  "GET /api/admin/critic-applications":
    "Applications in one state (open by default: oldest first), a page at a time",
  "GET /api/admin/critic-applications/summary":
    "Open applications, and the median days to a decision over the last 90 days",
  "POST /api/admin/critic-applications/:id/approve":
    "Approve: assigns the critic name (optionally corrected) and publications as assigning a critic name does, and e-mails the applicant",
  "POST /api/admin/critic-applications/:id/decline":
    "Decline with a reason (10\u2013500 characters), e-mailed to the applicant",
  "GET /api/admin/reports":
    "Reported reviews, one item per review with its reasons counted: open (not yet decided) or closed (hidden or dismissed), most reports first, then the oldest",
  "GET /api/admin/reports/summary": "How many reported reviews wait for a decision (administrators)",
  "PUT /api/admin/reports/:kind/:id":
    "Decide on a reported review: hide (e-mails its author), dismiss, restore, or mark-spoiler (audience reviews)",
  "POST /api/reports":
    "Report a review that is not yours (once per review; at most 20 reports an hour); administrators decide",
  "GET /api/admin/critic-reviews/sync": "Delivery state of critic reviews (admins)",
  "POST /api/admin/critic-reviews/retry-failed": "Retry every failed delivery (admins)",
  "POST /api/admin/critic-reviews/:id/retry": "Retry one failed delivery (admins)",
  "GET /api/admin/critic-reviews": "Critic reviews with their podcast links, linked or not (admins)",
  "GET /api/admin/critic-reviews/unlinked": "Critic reviews linked to no podcast (admins)",
  "PUT /api/admin/critic-reviews/:id/link": "Link a critic review to a podcast (admins)",
  "DELETE /api/admin/critic-reviews/:id/link": "Unlink a critic review (admins)",
  "GET /api/podcasts/:id/episodes":
    "A page of a podcast's episodes (read from its feed), newest first, with each one's review figures",
  "GET /api/episodes/:id":
    "An episode with its podcast, its description as plain text and its review figures",
  "GET /api/episodes/:id/reviews": "Reviews of an episode, newest first",
  "GET /api/admin/podcasts/:id/feed":
    "A podcast's feed as the refresh last saw it: URL, last fetch, status and error, next fetch, episodes (administrators)",
  "POST /api/admin/podcasts/:id/feed/refresh":
    "Queue a refresh of the podcast's feed now (202; administrators)",
  "GET /api/admin/feeds":
    "Every podcast feed, or only the failing ones (status=failing), a page at a time (administrators)",
  "GET /api/admin/stats": "Platform statistics (administrators)",
  "GET /api/admin/stats/trends": "Weekly figures for the dashboard's charts (administrators)",
  "GET /api/admin/audit": "The audit log, newest first (administrators)",
  "GET /api/podcasts/:id/critic-reviews":
    "Critic reviews of a podcast, newest first, each with the episode it is about (null: the whole podcast)",
  "GET /api/episodes/:id/critic-reviews": "Critic reviews of an episode, newest first",
  "GET /api/critics": "The top 20 critics by reviews in the period",
  "GET /api/critics/:slug": "A critic's public page (a renamed critic's old slug: 301 to the current one)",
  "GET /api/users": "List users (administrators)",
  "GET /api/users/:id": "A user: public fields (id, name, username) unless you are an administrator",
  "PATCH /api/users/:id": "Edit a profile (your own; administrators any)",
  "PUT /api/users/:id":
    "Assign a critic name, suspend or activate, add an email, change the role (administrators)",
  "DELETE /api/users/:id": "Delete a user with their sessions and user reviews (administrators)",
  "GET /api/user": "The signed-in user",
  "GET /api/session": "The session: the signed-in user, or null when signed out",
  "POST /api/register": "Create an account and sign in",
  "POST /api/login": "Sign in (sets the session cookie)",
  "POST /api/forgot-password":
    "E-mail a password reset link (the same answer whether or not the account exists)",
  "GET /api/validate-reset-token/:token": "Whether a password reset link is still valid",
  "POST /api/reset-password": "Set a new password with a reset link's token",
  "POST /api/users/me/password":
    "Change your password (ends your other sessions; the current password counts as a sign-in)",
  "DELETE /api/sessions/others": "Sign out your other sessions; answers how many ended",
  "POST /api/reviews": "Review a podcast (one review per user per podcast)",
  "PUT /api/reviews/:id": "Edit a review (its author or an administrator)",
  "DELETE /api/reviews/:id": "Delete a review (its author or an administrator)",
  "GET /api/critic/:criticName/info": "A critic's count and publications",
  "GET /api/critic/:criticName/reviews.csv":
    "A critic's own reviews as CSV (the same rules as the administrators' exports)",
  "PATCH /api/critic-reviews/:id": "Edit a critic review",
  "DELETE /api/critic-reviews/:id": "Delete a critic review (admins)",
  "POST /api/airtable/reviews":
    "Submit a critic review (stored at once, delivered to the critic database in the background)",
  "PUT /api/critic/profile":
    "Replace your public critic profile: plain-text bio, https website, up to 3 links",
  "GET /api/config": "Installation texts and links",
  "GET /api/podcasts/:id/cover.svg": "Generated cover art",
  "POST /api/podcasts": "Add a podcast (administrators)",
  "PUT /api/podcasts/:id": "Edit a podcast (administrators)",
  "POST /api/critic-applications":
    "Apply to the critic programme (an account without a critic name; one open application)",
  "GET /api/critic-applications/mine":
    "Your latest application, whatever its state (null when you never applied)",
  "DELETE /api/critic-applications/mine": "Withdraw your open application",
};
