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

export function welcomeEmail(brand: string, name: string, appUrl: string): RenderedEmail {
  return renderEmail(brand, `Welcome to ${brand}`, {
    paragraphs: [
      `Hi ${name},`,
      `Your ${brand} account has been created. You can browse the podcast catalogue and write reviews straight away.`,
      "An administrator will review your account and assign your critic name, which unlocks the critic workspace.",
    ],
    action: { label: `Open ${brand}`, url: appUrl },
  });
}

export function passwordResetEmail(brand: string, name: string, link: string): RenderedEmail {
  return renderEmail(brand, `Reset your ${brand} password`, {
    paragraphs: [
      `Hi ${name},`,
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
  input: { name: string; title: string; reviewCount: number; lastReviewDate: string | null; link: string },
): RenderedEmail {
  const count = `${input.reviewCount.toLocaleString("en-US")} ${input.reviewCount === 1 ? "review" : "reviews"}`;
  return renderEmail(brand, `We miss your reviews, ${input.title}`, {
    paragraphs: [
      `Hi ${input.name},`,
      `You are ${input.title} on ${brand}, with ${count} so far${input.lastReviewDate ? ` (the latest dated ${input.lastReviewDate})` : ""}.`,
      "Listeners follow critics who keep writing. Heard something lately worth a few lines? Your next review is one form away.",
    ],
    action: { label: "Write a review", url: input.link },
    footnote: "You get this e-mail at most once a week, when an administrator sends it.",
  });
}
