import { z } from "zod";
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  PROFILE_LIMITS,
} from "../constants/programme";
import { newCriticNameField } from "./admin";
import { dateTimeString, idParam, pageQuery, text } from "./common";
import { nameText } from "./names";
import { checkHttpsLink, HTTPS_LINK_MESSAGE } from "./web-links";

export * from "../constants/programme";

/*
 * The critic programme (issue 32): applications to become a critic, the administrators' decisions, and
 * the critic's public profile. Links a person supplies here are https only (DECISIONS.md, "The critic
 * programme"), unlike review URLs, which may be http.
 */

const { publications, links, statement, reason } = APPLICATION_LIMITS;

/** "Required" when the field is missing altogether, else the field's own message. */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : message;

/** A link a person supplies (web-links.ts): https, a public host, no credentials; a look-alike host as punycode. */
export const httpsLink = z
  .string({ error: requiredOr(HTTPS_LINK_MESSAGE) })
  .transform((value, ctx) => {
    const checked = checkHttpsLink(value);
    if ("link" in checked) return checked.link;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  })
  .meta({ type: "string", format: "uri" });

/** The same link, or nothing ("", and null where the API takes it): the profile's website. */
const optionalHttpsLink = z
  .string({ error: requiredOr(HTTPS_LINK_MESSAGE) })
  .transform((value, ctx) => {
    if (value.trim() === "") return "";
    const checked = checkHttpsLink(value);
    if ("link" in checked) return checked.link;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  })
  .meta({ type: "string" });

export const publicationName = nameText(
  "Publication name",
  { length: 1, message: "Publication name is required" },
  150,
);

/** A list without repeats (compared without regard to case), `min`–`max` long. */
const distinctList = <T extends z.ZodType<string>>(
  item: T,
  { min, max }: { min: number; max: number },
  noun: string,
) =>
  z
    .array(item, { error: `Please add ${min === 1 ? "at least one" : min} ${noun}` })
    .min(min, `Please add at least ${min === 1 ? "one" : min} ${noun}`)
    .max(max, `Please add at most ${max} ${noun}s`)
    .refine(
      (list) => new Set(list.map((v) => String(v).toLowerCase())).size === list.length,
      `Each ${noun} may appear only once`,
    );

export const applicationPublicationsField = distinctList(publicationName, publications, "publication");

export const statementField = text()
  .trim()
  .min(statement.min, `Please write at least ${statement.min} characters`)
  .max(statement.max, `Please keep your statement to ${statement.max.toLocaleString("en-US")} characters`);

/** POST /api/critic-applications */
export const applicationInputSchema = z.object({
  criticName: newCriticNameField,
  publications: applicationPublicationsField,
  links: distinctList(httpsLink, links, "link"),
  statement: statementField,
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/**
 * The forms' shape of a list of texts (react-hook-form keeps list items as objects): each item checked on
 * its own, a repeat marked on the item that repeats.
 */
export const formList = <T extends z.ZodType<string>>(item: T, noun: string) =>
  z.array(z.object({ value: item })).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = String((item as { value: string }).value).toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [index, "value"], message: `This ${noun} is already listed` });
      seen.add(key);
    });
  });

/** The application form (the applicant's, on Home). */
export const applicationFormSchema = z.object({
  criticName: newCriticNameField,
  publications: formList(publicationName, "publication"),
  links: formList(httpsLink, "link"),
  statement: statementField,
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

/** An application as its applicant reads it. */
export const applicationSchema = z
  .object({
    id: z.number().int(),
    criticName: z.string(),
    publications: z.array(z.string()),
    links: z.array(z.string()),
    statement: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: dateTimeString(),
    /** When an administrator approved or declined it, or the applicant withdrew it; null while open. */
    decidedAt: dateTimeString().nullable(),
    /** The administrator's reason, for a declined application only. */
    reason: z.string().nullable(),
  })
  .meta({ id: "CriticApplication" });
export type Application = z.infer<typeof applicationSchema>;

/** An application as administrators list it: with the applicant's account. */
export const adminApplicationSchema = applicationSchema
  .extend({
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** The deciding administrator's username (kept after their account is gone). */
    decidedBy: z.string().nullable(),
  })
  .meta({ id: "AdminCriticApplication" });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const applicationListQuery = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: `status must be one of: ${APPLICATION_STATUSES.join(", ")}` })
    .optional()
    .transform((value) => value ?? "open"),
  ...pageQuery(APPLICATIONS_PAGE_SIZE),
});

export const applicationParams = z.object({ id: idParam("Invalid application id") });

/** POST /api/admin/critic-applications/:id/approve: the administrator may correct the name and publications. */
export const approveApplicationSchema = z
  .object({
    criticName: newCriticNameField.optional(),
    publications: applicationPublicationsField.optional(),
  })
  // No body at all is an approval as applied for.
  .nullish()
  .transform((value) => value ?? {});
export type ApproveApplicationInput = z.input<typeof approveApplicationSchema>;

/** The administrator's approval form: the name and publications as applied for, to correct. */
export const approveFormSchema = applicationFormSchema.pick({ criticName: true, publications: true });
export type ApproveFormValues = z.input<typeof approveFormSchema>;

/** POST /api/admin/critic-applications/:id/decline */
export const declineApplicationSchema = z.object({
  reason: text()
    .trim()
    .min(reason.min, `Please give a reason of at least ${reason.min} characters`)
    .max(reason.max, `Please keep the reason to ${reason.max} characters`),
});
export type DeclineApplicationInput = z.input<typeof declineApplicationSchema>;

/** GET /api/admin/critic-applications/summary: the navigation's count and the dashboard's figures. */
export const applicationSummarySchema = z.object({
  open: z.number().int(),
  /** Median days from application to decision, one decimal, over decisions of the last 90 days; null: none. */
  medianDaysToDecision: z.number().nullable(),
  decidedLast90Days: z.number().int(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

// Critic profiles

/** Plain text: line breaks are kept; other control characters and invisible format characters are not. */
const NOT_IN_A_BIO = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Line breaks as LF, and at most one blank line in a row (a run of them, blank lines holding only spaces
 * too, becomes one): a bio is paragraphs, not a tall empty block.
 */
const bioField = text()
  .transform((value) =>
    value
      .replace(/\r\n?/g, "\n")
      .replace(/\n(?:[^\S\n\u2028\u2029]*\n)+/g, "\n\n")
      .trim(),
  )
  .pipe(
    z
      .string()
      .max(PROFILE_LIMITS.bio, `Please keep your bio to ${PROFILE_LIMITS.bio} characters`)
      .refine(
        (value) => !NOT_IN_A_BIO.test(value.replaceAll("\n", "")),
        "Your bio may hold text and line breaks only",
      ),
  );

export const profileLinkSchema = z.object({
  label: nameText("Label", { length: 1, message: "Please give the link a label" }, PROFILE_LIMITS.label),
  url: httpsLink,
});

/** The profile form: the website as typed (empty for none). */
export const criticProfileFormSchema = z.object({
  bio: bioField,
  website: optionalHttpsLink,
  links: z.array(profileLinkSchema).max(PROFILE_LIMITS.links),
});
export type CriticProfileFormValues = z.input<typeof criticProfileFormSchema>;

/** PUT /api/critic/profile */
export const criticProfileInputSchema = z.object({
  bio: bioField,
  website: optionalHttpsLink.nullable().transform((value) => value || null),
  links: z
    .array(profileLinkSchema, { error: requiredOr("Links must be a list") })
    .max(PROFILE_LIMITS.links, `Please add at most ${PROFILE_LIMITS.links} links`),
});
export type CriticProfileInput = z.input<typeof criticProfileInputSchema>;

export const criticProfileSchema = z
  .object({
    bio: z.string(),
    website: z.string().nullable(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
  })
  .meta({ id: "CriticProfile" });
export type CriticProfile = z.infer<typeof criticProfileSchema>;
