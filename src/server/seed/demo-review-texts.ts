/** Review texts for the demo catalogue, by how much the reviewer liked the show. `{title}` is replaced. */
export const DEMO_REVIEW_TEXTS: Record<"high" | "mid" | "low", { title: string; content: string }[]> = {
  high: [
    {
      title: "Instantly added to my commute",
      content:
        "I binged five episodes of {title} in two days. The pacing is tight, the research shows, and the hosts never talk down to the listener.",
    },
    {
      title: "The gold standard",
      content:
        "Few shows are produced with this much care. {title} sounds great, is edited with purpose and always leaves me with something to think about.",
    },
    {
      title: "Smart and genuinely fun",
      content:
        "{title} manages to be informative without feeling like homework. I recommend it to friends at least once a week.",
    },
    {
      title: "Worth every minute",
      content:
        "Even the long episodes of {title} fly by. The interviews are patient and the questions are the ones I would have asked.",
    },
    {
      title: "A comfort listen",
      content:
        "This is the show I put on when I need something reliable. Warm hosts, great guests and a format that just works.",
    },
    {
      title: "Storytelling at its best",
      content:
        "The way {title} builds an episode is masterful: a strong hook, real stakes and a satisfying ending every time.",
    },
    {
      title: "Never misses",
      content:
        "I have been listening for years and can count the weak episodes on one hand. Consistently excellent.",
    },
  ],
  mid: [
    {
      title: "Good, with a few slow patches",
      content:
        "When {title} is on form it is great, but some episodes wander for twenty minutes before getting to the point.",
    },
    {
      title: "Solid but uneven",
      content:
        "The best episodes of {title} are brilliant; others feel like filler. Pick episodes by topic rather than subscribing to everything.",
    },
    {
      title: "Nice for background listening",
      content:
        "Pleasant hosts and decent topics. Not something I wait for each week, but I rarely skip an episode either.",
    },
    {
      title: "Promising, needs editing",
      content:
        "Great ideas and guests, but the episodes could lose a third of their length. Tighter editing would make {title} a favourite.",
    },
    {
      title: "Depends on the guest",
      content:
        "The format of {title} relies heavily on who is on. Some episodes sparkle, some never quite get going.",
    },
  ],
  low: [
    {
      title: "Not for me",
      content:
        "I wanted to like {title}, but the hosts talk over each other and the topics rarely go deeper than the headlines.",
    },
    {
      title: "Too many ads, too little substance",
      content:
        "The first ten minutes are sponsor reads and banter. By the time {title} gets going I have lost interest.",
    },
    {
      title: "Lost its spark",
      content: "The early seasons were great, but recent episodes of {title} feel repetitive and rushed.",
    },
    {
      title: "Audio quality lets it down",
      content:
        "Interesting subject, but uneven levels and echoey recordings make {title} hard to listen to on headphones.",
    },
  ],
};
