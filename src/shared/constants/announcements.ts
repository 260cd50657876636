export interface Announcement {
  date: string;
  title: string;
  body: string;
}

/** What changed on Critics' Corner, newest first. Shown on the home page. */
export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    date: "2025-05-28",
    title: "Podcast search fixed in Add Review",
    body: "Searching for a podcast while adding a review now finds titles reliably as you type.",
  },
  {
    date: "2025-05-21",
    title: "Share your critic title",
    body: "Show off your milestone: share a title card from your dashboard or download it as an image.",
  },
  {
    date: "2025-05-14",
    title: "Review tiers up to Legendary",
    body: "Milestone titles now run through Rookie, Pro and Elite all the way to Legendary status.",
  },
  {
    date: "2025-05-07",
    title: "E-mail on your account",
    body: "Registration takes an e-mail address and sends a welcome note; the e-mail and location on your profile are used for password resets.",
  },
  {
    date: "2025-05-02",
    title: "Several publications per critic",
    body: "Critics who write for more than one outlet can have extra publications added by an administrator on request.",
  },
  {
    date: "2025-04-30",
    title: "Better pagination and a Total Reviews count",
    body: "Review lists page more smoothly and your dashboard shows how many reviews you have published.",
  },
  {
    date: "2025-04-28",
    title: "Add Review form",
    body: "Submit a review straight to the critics' database from the new Add Review page.",
  },
  {
    date: "2025-04-25",
    title: "Your critic dashboard",
    body: "The dashboard shows your latest 5 reviews at a glance.",
  },
];
