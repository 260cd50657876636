import { MAX_LEVEL_MESSAGE, type MilestoneProgress, TIER_LABELS } from "@shared/constants/tiers";
import { GREETING, type RenderedEmail, renderEmail } from "../mail/templates";

const reviews = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;

/** The achievement e-mail of "check milestone": title, its description, the count and the next title. */
export function milestoneEmail(
  brand: string,
  progress: MilestoneProgress,
  dashboardUrl: string,
): RenderedEmail {
  const { current, next, reviewCount } = progress;
  return renderEmail(brand, `New critic title: ${current.title}`, {
    paragraphs: [
      GREETING,
      `Congratulations! With ${reviews(reviewCount)} you have earned the title ${current.title} (${TIER_LABELS[current.tier]} tier).`,
      current.description,
      next
        ? `Next title: ${next.title} at ${reviews(next.threshold)}, ${reviews(progress.reviewsToNext)} to go.`
        : MAX_LEVEL_MESSAGE,
    ],
    action: { label: "See your critic dashboard", url: dashboardUrl },
  });
}

/** The invitation of a critic account created by an administrator: a link to choose a password. */
export function invitationEmail(
  brand: string,
  input: { name: string; username: string; criticName: string; publication: string; link: string },
): RenderedEmail {
  return renderEmail(brand, `You're invited to ${brand}`, {
    paragraphs: [
      `Hi ${input.name},`,
      `An administrator has created a ${brand} account for you as the critic ${input.criticName} (${input.publication}).`,
      `Your username is ${input.username}. Choose your password with the link below, then sign in to submit your reviews.`,
    ],
    action: { label: "Set your password", url: input.link },
    footnote:
      "The link works once and expires in 7 days. If you did not expect this invitation, you can ignore it.",
  });
}
