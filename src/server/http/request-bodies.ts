// The request bodies as the API documents them: each shared schema with an example for the OpenAPI
// document and /api/docs. The compiler checks every example against its schema's input type.
import { addPublicationSchema, adminUserUpdateSchema, createCriticSchema } from "@shared/schemas/admin";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "@shared/schemas/auth";
import { criticReviewEditSchema, criticReviewSubmissionSchema } from "@shared/schemas/critic";
import { linkBodySchema } from "@shared/schemas/critics";
import { digestSettingSchema } from "@shared/schemas/following";
import { moderationDecisionSchema, reportInputSchema } from "@shared/schemas/moderation";
import { podcastInputSchema } from "@shared/schemas/podcast";
import { profileUpdateSchema } from "@shared/schemas/profile";
import {
  applicationInputSchema,
  approveApplicationSchema,
  criticProfileInputSchema,
  declineApplicationSchema,
} from "@shared/schemas/programme";
import { reviewCreateSchema, reviewUpdateSchema } from "@shared/schemas/review";
import type { z } from "zod";

const withExample = <S extends z.ZodType>(schema: S, example: z.input<S>): S => schema.meta({ example }) as S;

export const registerBody = withExample(registerSchema, {
  username: "casey",
  password: "a-long-Secret7",
  name: "Casey Critic",
  email: "casey@example.com",
});
export const loginBody = withExample(loginSchema, { username: "casey", password: "a-long-Secret7" });
export const forgotPasswordBody = withExample(forgotPasswordSchema, { username: "casey" });
export const resetPasswordBody = withExample(resetPasswordSchema, {
  token: "the token from the e-mailed link",
  password: "a-new-Secret8",
});
export const changePasswordBody = withExample(changePasswordSchema, {
  currentPassword: "a-long-Secret7",
  newPassword: "a-new-Secret8",
});

export const reviewCreateBody = withExample(reviewCreateSchema, {
  podcastId: 12,
  title: "A fine listen",
  content: "Warm hosts, tight editing and guests worth hearing: the best hour of my week.",
  rating: 4.5,
  containsSpoilers: false,
});
export const reviewUpdateBody = withExample(reviewUpdateSchema, {
  title: "Still a fine listen",
  content: "The second season keeps the warmth and adds better guests.",
  rating: 4,
  containsSpoilers: true,
});
export const profileUpdateBody = withExample(profileUpdateSchema, {
  name: "Casey Critic",
  location: "Lisbon",
  genres: ["Comedy", "News"],
});

export const podcastBody = withExample(podcastInputSchema, {
  title: "The Daily Signal",
  publisher: "Signal Audio",
  description: "Fifteen minutes on the story of the day.",
  category: "News",
  tags: ["daily", "politics"],
  coverImage: "https://example.com/covers/daily-signal.jpg",
  website: "https://example.com/daily-signal",
});

export const criticReviewSubmissionBody = withExample(criticReviewSubmissionSchema, {
  podcastName: "The Daily Signal",
  podcastId: 12,
  url: "https://example.com/reviews/daily-signal",
  date: "2026-11-20",
  rating: 4.5,
  snippet: "Sharp, fair and never a minute too long: the news podcast to start the day with.",
  publication_id: "recPublication0001",
});
export const criticReviewEditBody = withExample(criticReviewEditSchema, {
  rating: 4,
  snippet: "Sharp and fair, if a little long on Fridays.",
});

export const adminUserUpdateBody = withExample(adminUserUpdateSchema, { name: "Jordan Vale" });
export const createCriticBody = withExample(createCriticSchema, {
  name: "Jordan Vale",
  publication: "The Listening Post",
  account: { username: "jordan", email: "jordan@example.com" },
});
export const addPublicationBody = withExample(addPublicationSchema, { publication: "Audio Weekly" });
export const linkBody = withExample(linkBodySchema, { podcastId: 12, sameText: true });

export const applicationBody = withExample(applicationInputSchema, {
  criticName: "Casey Quill",
  publications: ["The Listening Post", "Audio Weekly"],
  links: ["https://listeningpost.example/reviews/the-daily", "https://audioweekly.example/casey"],
  statement:
    "I have reviewed podcasts for The Listening Post since 2021, mostly news and history shows, and I would like to publish my reviews here.",
});
export const approveApplicationBody = withExample(approveApplicationSchema, {
  criticName: "Casey Quill",
  publications: ["The Listening Post"],
});
export const declineApplicationBody = withExample(declineApplicationSchema, {
  reason: "We could not find the reviews you linked. Please apply again with links to published reviews.",
});
export const criticProfileBody = withExample(criticProfileInputSchema, {
  bio: "Casey reviews news and history podcasts for The Listening Post.\nBased in Lisbon.",
  website: "https://casey.example",
  links: [{ label: "The Listening Post", url: "https://listeningpost.example/casey" }],
});

export const reportBody = withExample(reportInputSchema, {
  kind: "review",
  id: "42",
  reason: "spoiler",
  note: "Gives away the end of season two in the first line.",
});
export const moderationDecisionBody = withExample(moderationDecisionSchema, {
  action: "hide",
  note: "Personal attacks on the host.",
});
export const digestSettingBody = withExample(digestSettingSchema, { digest: "off" });
