import { titleSlug } from "@shared/constants/tiers";
import type { CriticDatabase, NewCriticReview } from "../adapters/critic-db";

interface DemoCritic {
  name: string;
  publications: string[];
  site: string;
  reviews: [podcast: string, date: string, rating: number, snippet: string][];
}

/**
 * Critic names, publications and critic reviews for the embedded demo. Jordan Vale (the demo critic)
 * writes for two publications, so the add-review form shows its pick-one list, and has enough reviews to
 * be past the first milestone titles. Several podcasts have three critics or more, so a newcomer sees
 * critics' scores at once (CRITIC_SCORE_MIN_CRITICS, default 3); Hardcore History has two ("after 3
 * critics (2 so far)"), and Priya Natarajan reviewed The Daily twice (only her newer review counts).
 * Podcast names are plain text, as in the provider's critic database. Critics whose reviews are added
 * later (Priya, Ada, Leo) reach an existing demo database at its next start: a critic with none gets theirs.
 */
export const DEMO_CRITICS: DemoCritic[] = [
  {
    name: "Jordan Vale",
    publications: ["The Listening Post", "Audio Atlas Weekly"],
    site: "https://thelisteningpost.example/reviews",
    reviews: [
      [
        "Serial",
        "2024-02-12",
        4.5,
        "The season that taught a generation to binge audio still holds up. Patient, self-questioning reporting that treats doubt as the story. A landmark worth revisiting before you judge its many imitators.",
      ],
      [
        "This American Life",
        "2024-03-28",
        4,
        "(Series: Episode 811) Three acts, one theme, and not a wasted minute. The middle story about a lost parrot is funnier and sadder than it has any right to be. Comfort listening with real craft.",
      ],
      [
        "Radiolab",
        "2024-05-06",
        4.5,
        "Curiosity turned into sound design. The new hosts keep the show's playful collage style while slowing down enough to let the science land. Best heard on good headphones, preferably on a long walk.",
      ],
      [
        "99% Invisible",
        "2024-06-19",
        5,
        "An episode about the humble parking meter becomes a history of cities, money and manners. Roman Mars makes the overlooked feel essential. Smart, warm and impeccably edited.",
      ],
      [
        "Hardcore History",
        "2024-07-30",
        4,
        "Epic, exhausting and strangely addictive. Dan Carlin's six-hour deep dive is less a lecture than a campfire story with footnotes. Not for a commute, perfect for a road trip.",
      ],
      [
        "The Daily",
        "2024-08-22",
        3.5,
        "Reliable and crisp, though some episodes feel like a front page read aloud. When it lets reporters tell their own stories, as in this week's dispatch, it is still the best twenty minutes in news.",
      ],
      [
        "Reply All",
        "2024-09-15",
        4.5,
        "A tech mystery that starts with a strange login alert and ends somewhere genuinely moving. Funny hosts, sharp reporting, and the rare internet story that respects its listeners' intelligence.",
      ],
      [
        "Song Exploder",
        "2024-10-03",
        4,
        "Musicians take apart a single song, layer by layer. Short, focused and revealing; you will never hear the chorus the same way again. A small format done almost perfectly.",
      ],
      [
        "Planet Money",
        "2024-11-11",
        4,
        "Economics explained with props, stunts and a grin. The team buys a ton of steel to explain tariffs, and somehow it works. Breezy without ever being shallow.",
      ],
      [
        "Criminal",
        "2024-12-02",
        4.5,
        "Phoebe Judge's calm voice turns true crime into quiet character study. No gore, no gloating: just people, choices and consequences. The best antidote to the genre's excesses.",
      ],
      [
        "Stuff You Should Know",
        "2025-01-05",
        3.5,
        "Two friends talking about anything, from lightning to lottery odds. Rambling by design, and occasionally too long, but the chemistry is the point. Ideal background listening with a surprising amount to learn.",
      ],
      [
        "Heavyweight",
        "2025-02-14",
        5,
        "Jonathan Goldstein revisits one person's unresolved moment from the past and, against the odds, resolves it. Funny, tender and beautifully scored. The best episode of the year so far.",
      ],
      [
        "Freakonomics Radio",
        "2025-03-21",
        3,
        "Clever questions, occasionally oversold answers. This episode on tipping is engaging, but the counterintuitive framing sometimes outruns the evidence. Worth hearing, worth arguing with.",
      ],
      [
        "Invisibilia",
        "2025-04-09",
        4,
        "(Series: Season 8) A show about the invisible forces that shape behaviour finds fresh footing with a story about a town that stopped lying. Ambitious, occasionally precious, often brilliant.",
      ],
    ],
  },
  {
    name: "Morgan Reyes",
    publications: ["Pod Patrol"],
    site: "https://podpatrol.example/reviews",
    reviews: [
      [
        "Conan O'Brien Needs a Friend",
        "2025-01-22",
        4,
        "Loose, silly and reliably hilarious. Conan's self-deprecation and Sona's deadpan do more than any guest. Skip the intros if you must, but stay for the tangents.",
      ],
      [
        "My Brother, My Brother and Me",
        "2025-03-02",
        3.5,
        "An advice show for the modern era that gives no useful advice at all. Three brothers riff until the questions disappear. Chaotic, kind, and an acquired taste worth acquiring.",
      ],
    ],
  },
  {
    name: "Sam Okafor",
    publications: ["Earshot Review"],
    site: "https://earshot.example/reviews",
    reviews: [
      [
        "The Moth",
        "2024-11-30",
        4.5,
        "True stories told live, without notes, and the unpolished edges are the point. This week's story of a late-night taxi ride is a small masterpiece of timing and restraint.",
      ],
    ],
  },
  {
    name: "Priya Natarajan",
    publications: ["Signal & Noise"],
    site: "https://signalnoise.example",
    reviews: [
      [
        "Serial",
        "2025-01-18",
        5,
        "Ten years on, the original season is still the benchmark for serialised audio reporting. Every episode earns its cliffhanger honestly, and the uncertainty it leaves you with is the point, not a flaw.",
      ],
      [
        "Radiolab",
        "2025-02-03",
        4,
        "An hour on why we forget names turns into a tour of memory, grief and a very stubborn parrot. The sound design still dazzles, though one segment wanders before it lands.",
      ],
      [
        "The Daily",
        "2025-01-10",
        2.5,
        "A week of episodes that mostly restate the morning headlines. Competent and calm, but too often it stops exactly where the interesting question begins.",
      ],
      [
        "The Daily",
        "2025-04-02",
        3,
        "A return to form with two strong dispatches from reporters in the field, though the interview episodes still feel rushed. Better than my last visit, still not essential every day.",
      ],
      [
        "This American Life",
        "2025-02-20",
        4.5,
        "(Series: Episode 850) A theme about second chances yields three stories that each end somewhere unexpected. The show's old magic, intact: curiosity, patience and a perfect last line.",
      ],
      [
        "Criminal",
        "2025-03-09",
        4,
        "A quiet episode about a forged painting becomes a study in ambition and regret. Understated as ever, and all the stronger for refusing to sensationalise anyone involved.",
      ],
    ],
  },
  {
    name: "Ada Lindgren",
    publications: ["Headphone Critic"],
    site: "https://headphonecritic.example/reviews",
    reviews: [
      [
        "Serial",
        "2025-02-11",
        4,
        "Gripping reporting that occasionally mistakes its host's doubts for the audience's. Still, few shows have changed a medium this much, and the craft in the edit is undeniable.",
      ],
      [
        "99% Invisible",
        "2025-01-27",
        4.5,
        "A history of the humble shipping pallet that is somehow thrilling. Precise writing, playful scoring and the show's trademark generosity towards the people who design everyday things.",
      ],
      [
        "The Daily",
        "2025-03-15",
        4,
        "Tight, clear and well reported. The best episodes let one reporter walk you through a story they lived with for months; the weaker ones feel like a front page read aloud.",
      ],
      [
        "Hardcore History",
        "2025-03-30",
        4.5,
        "Six hours on an ancient war, and I wanted a seventh. Carlin's dramatic readings of primary sources make distant centuries feel urgent. Pace yourself; it rewards the commitment.",
      ],
      [
        "Criminal",
        "2025-04-12",
        5,
        "The most humane true crime show there is. This episode about a wrongful conviction is patient, precise and devastating without a single cheap moment.",
      ],
    ],
  },
  {
    name: "Leo Marchetti",
    publications: ["The Audio Review"],
    site: "https://theaudioreview.example",
    reviews: [
      [
        "Radiolab",
        "2025-01-14",
        4.5,
        "Science storytelling at its most inventive. An episode about the colour blue moves from ancient poetry to the physics of light without losing anyone along the way.",
      ],
      [
        "99% Invisible",
        "2025-02-25",
        5,
        "Design criticism that never feels like homework. The episode on curb cuts is a small masterpiece about who cities are built for, and how one change helped everyone.",
      ],
      [
        "The Daily",
        "2025-03-03",
        3.5,
        "Dependable and well made, if a little interchangeable from day to day. When it slows down for a single long interview, it shows what it could be more often.",
      ],
      [
        "This American Life",
        "2025-03-24",
        4,
        "(Series: Episode 857) A mixed week: a superb opening act about a family restaurant, then two shorter stories that never quite find their shape. The highs are very high.",
      ],
      [
        "Criminal",
        "2025-04-18",
        4,
        "Calm, curious and refreshingly free of gore. A story about a small-town bank robbery becomes a portrait of a whole community, told with real care for everyone in it.",
      ],
    ],
  },
];

/** Adds the demo critics that do not exist yet; reviews are upserted on fixed ids, so a restart adds none. */
export async function seedDemoCritics(criticDb: CriticDatabase): Promise<void> {
  for (const critic of DEMO_CRITICS) {
    const existing = await criticDb.findCriticName(critic.name);
    const [first, ...more] = critic.publications;
    if (!existing && first) await criticDb.createCriticName({ name: critic.name, publication: first });
    for (const publication of more) {
      if (!existing?.publications.some((p) => p.name === publication)) {
        await criticDb.addPublication(critic.name, publication);
      }
    }
    const reviews: NewCriticReview[] = critic.reviews.map(([podcast, date, rating, snippet], i) => ({
      submissionId: `demo-${titleSlug(critic.name)}-${i + 1}`,
      reviewer: critic.name,
      publication: critic.publications[i % critic.publications.length]!,
      podcast,
      snippet,
      rating,
      date,
      url: `${critic.site}/${titleSlug(podcast)}`,
    }));
    if (reviews.length > 0 && (await criticDb.countReviews(critic.name)) === 0)
      await criticDb.upsertReviews(reviews);
  }
}
