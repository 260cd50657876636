export const TIERS = ["rookie", "pro", "elite", "legend"] as const;
export type Tier = (typeof TIERS)[number];

export interface CriticTitle {
  tier: Tier;
  title: string;
  /** Review count at which the title is earned. */
  threshold: number;
  description: string;
}

export const TIER_LABELS: Record<Tier, string> = {
  rookie: "Rookie",
  pro: "Pro",
  elite: "Elite",
  legend: "Legendary",
};

export const TIER_STARTS: Record<Tier, number> = { rookie: 0, pro: 50, elite: 300, legend: 700 };

/** The 25 milestone titles, in ascending order of the review count that earns them. */
export const CRITIC_TITLES: readonly CriticTitle[] = [
  {
    tier: "rookie",
    title: "Cadet Critic",
    threshold: 0,
    description: "Headphones on, notebook open: every great critic starts here.",
  },
  {
    tier: "rookie",
    title: "Apprentice Listener",
    threshold: 3,
    description: "A few reviews in, you are learning what makes a show worth the time.",
  },
  {
    tier: "rookie",
    title: "Review Sergeant",
    threshold: 7,
    description: "Your verdicts are getting sharper and your readers are taking notice.",
  },
  {
    tier: "rookie",
    title: "Master Reviewer",
    threshold: 12,
    description: "A dozen reviews of craft: you can tell a hook from a gimmick.",
  },
  {
    tier: "rookie",
    title: "Chief Critique Officer",
    threshold: 18,
    description: "You run your reviews like a newsroom: thorough, fair and on time.",
  },
  {
    tier: "rookie",
    title: "Podcast Prime",
    threshold: 25,
    description: "Twenty-five reviews deep, you are the first call when a new show drops.",
  },
  {
    tier: "pro",
    title: "Decibel Captain",
    threshold: 50,
    description: "Fifty reviews: you steer listeners through the noise to the shows that matter.",
  },
  {
    tier: "pro",
    title: "Marshal of Mic",
    threshold: 75,
    description: "You keep order in the feed, separating the essential from the forgettable.",
  },
  {
    tier: "pro",
    title: "Star Marshal",
    threshold: 100,
    description: "A hundred reviews: your stars carry real weight with listeners.",
  },
  {
    tier: "pro",
    title: "Audio Admiral",
    threshold: 130,
    description: "You command a fleet of reviews across every genre on the dial.",
  },
  {
    tier: "pro",
    title: "Fleet Reviewer",
    threshold: 160,
    description: "Fast, steady and everywhere: your reviews cover the whole fleet.",
  },
  {
    tier: "pro",
    title: "Commander of Content",
    threshold: 200,
    description: "Two hundred reviews: producers read what you write.",
  },
  {
    tier: "pro",
    title: "Galactic Listener",
    threshold: 250,
    description: "Your listening range spans the podcast galaxy, from niche to chart-topper.",
  },
  {
    tier: "elite",
    title: "Hell of a Critic",
    threshold: 300,
    description: "Three hundred reviews of fearless, honest criticism.",
  },
  {
    tier: "elite",
    title: "5-Star Reviewer",
    threshold: 350,
    description: "Your reviews are as good as the shows you rate highest.",
  },
  {
    tier: "elite",
    title: "10-Star Reviewer",
    threshold: 400,
    description: "Off the scale: four hundred reviews and still raising the bar.",
  },
  {
    tier: "elite",
    title: "Supreme Streamer",
    threshold: 475,
    description: "Few have streamed, weighed and written up as many episodes as you.",
  },
  {
    tier: "elite",
    title: "Critic Overlord",
    threshold: 550,
    description: "Your opinion shapes what a whole community presses play on.",
  },
  {
    tier: "elite",
    title: "Curation Commander",
    threshold: 625,
    description: "You curate the canon: your lists are where listeners start.",
  },
  {
    tier: "legend",
    title: "Archlistener",
    threshold: 700,
    description: "Seven hundred reviews: a legend of the craft, heard across the network.",
  },
  {
    tier: "legend",
    title: "Sonic Sage",
    threshold: 800,
    description: "Wisdom distilled from thousands of hours of listening.",
  },
  {
    tier: "legend",
    title: "Grandmaster of Pods",
    threshold: 900,
    description: "Every move considered: your reviews are studied by other critics.",
  },
  {
    tier: "legend",
    title: "Review Revenant",
    threshold: 1000,
    description: "A thousand reviews, and you keep coming back for more.",
  },
  {
    tier: "legend",
    title: "God-Tier Ear",
    threshold: 1100,
    description: "Nothing escapes your ear: pacing, sound, story, all weighed to perfection.",
  },
  {
    tier: "legend",
    title: "Beyond Listener",
    threshold: 1200,
    description: "You have reached the top of the scale and gone beyond it.",
  },
];

export interface MilestoneProgress {
  current: CriticTitle;
  next: CriticTitle | null;
  reviewCount: number;
  /** Percentage (0–100) of the way from the current threshold to the next one. */
  progress: number;
  /** Reviews still needed for the next title; 0 at the top. */
  reviewsToNext: number;
}

export function titleForCount(reviewCount: number): CriticTitle {
  const count = Math.max(0, Math.floor(reviewCount));
  let current = CRITIC_TITLES[0]!;
  for (const title of CRITIC_TITLES) {
    if (count >= title.threshold) current = title;
  }
  return current;
}

export function milestoneProgress(reviewCount: number): MilestoneProgress {
  const count = Math.max(0, Math.floor(reviewCount));
  const current = titleForCount(count);
  const index = CRITIC_TITLES.indexOf(current);
  const next = CRITIC_TITLES[index + 1] ?? null;
  if (!next) return { current, next: null, reviewCount: count, progress: 100, reviewsToNext: 0 };
  const span = next.threshold - current.threshold;
  const progress = Math.min(100, Math.round(((count - current.threshold) / span) * 100));
  return { current, next, reviewCount: count, progress, reviewsToNext: next.threshold - count };
}

export const MAX_LEVEL_MESSAGE =
  "You've reached the maximum level. You are a true legend of podcast criticism!";

/** "Review Sergeant" → "review-sergeant"; used for share-card file names and URLs. */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A title with its indefinite article, by sound: "an Apprentice Listener", "an Audio Admiral", "a Cadet
 * Critic", "a 5-Star Reviewer" (said "five"), "an 8-…" or "an 11-…" (said "eight", "eleven").
 */
export function withArticle(title: string): string {
  const vowelSound = /^[aeiou]/i.test(title)
    ? !/^(uni|use|usu|one|once)/i.test(title)
    : /^(8|11(?!\d)|18(?!\d))/.test(title);
  return `${vowelSound ? "an" : "a"} ${title}`;
}
