export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Builds both parts from the same content, so the plain-text and HTML versions never drift apart. */
export function renderEmail(brand: string, subject: string, block: Block): RenderedEmail {
  const text = [
    ...block.paragraphs,
    ...(block.action ? [`${block.action.label}: ${block.action.url}`] : []),
    ...(block.footnote ? [block.footnote] : []),
    `— ${brand}`,
  ].join("\n\n");
  const paragraphs = block.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#f59e0b;color:#111827;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(block.action.url)}</p>`
    : "";
  const footnote = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(block.footnote)}</p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Inter,Arial,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(subject)}</h1>${paragraphs}${action}${footnote}<p style="margin:24px 0 0;color:#6b7280">— ${escapeHtml(brand)}</p></div></body></html>`;
  return { subject, text, html };
}

/**
 * E-mails go to addresses nobody has verified, so those a user can cause (welcome, reset) and those to
 * a user's own address carry no text the user chose, not even their name: the app cannot be made to
 * mail someone else's message to a stranger (issue 10 item 7). Only an administrator's invitation names
 * what the administrator typed.
 */
export const GREETING = "Hello,";

export function welcomeEmail(brand: string, appUrl: string): RenderedEmail {
  return renderEmail(brand, `Welcome to ${brand}`, {
    paragraphs: [
      GREETING,
      `Your ${brand} account has been created. You can browse the podcast catalogue and write reviews straight away.`,
      "To publish your own reviews, apply to the critic programme from the home page: once an administrator approves your application, the critic workspace opens up.",
    ],
    action: { label: `Open ${brand}`, url: appUrl },
  });
}

export function passwordResetEmail(brand: string, link: string): RenderedEmail {
  return renderEmail(brand, `Reset your ${brand} password`, {
    paragraphs: [
      GREETING,
      "Someone asked to reset the password of your account. Use the link below to choose a new one.",
    ],
    action: { label: "Reset password", url: link },
    footnote:
      "The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.",
  });
}

/** An administrator's nudge to a critic who has gone quiet: their title and count, and a way back in. */
export function nudgeEmail(
  brand: string,
  critic: { title: string; totalReviews: number; lastReviewDate: string | null },
  link: string,
): RenderedEmail {
  const { title, totalReviews, lastReviewDate } = critic;
  const count = `${totalReviews.toLocaleString("en-US")} ${totalReviews === 1 ? "review" : "reviews"}`;
  return renderEmail(brand, `We miss your reviews, ${title}`, {
    paragraphs: [
      GREETING,
      `You are ${title} on ${brand}, with ${count} so far${lastReviewDate ? ` (the latest dated ${lastReviewDate})` : ""}.`,
      "Listeners follow critics who keep writing. Heard something lately worth a few lines? Your next review is one form away.",
    ],
    action: { label: "Write a review", url: link },
    footnote: "You get this e-mail at most once a week, when an administrator sends it.",
  });
}

/**
 * To the author of a review a moderator hid: which podcast (from the catalogue only; a critic's own
 * podcast text is not repeated), the reasons readers gave and the administrator's note, never who reported.
 */
export function reviewHiddenEmail(
  brand: string,
  hidden: { podcastTitle: string | null; reasons: string[]; note: string | null; link: string },
): RenderedEmail {
  const which = hidden.podcastTitle ? `your review of ${hidden.podcastTitle}` : "one of your reviews";
  return renderEmail(brand, "A moderator hid your review", {
    paragraphs: [
      GREETING,
      `After readers reported it, an administrator of ${brand} hid ${which}. It no longer shows in public lists or counts in any score.`,
      `Reason given by the reports: ${hidden.reasons.join("; ")}.`,
      ...(hidden.note ? [`The administrator's note: ${hidden.note}`] : []),
      'You can still see the review yourself, marked "Hidden by a moderator". An administrator can restore it.',
    ],
    action: { label: "See your review", url: hidden.link },
  });
}
