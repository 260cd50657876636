import { GREETING, type RenderedEmail, renderEmail } from "../mail/templates";

/**
 * The decision on an application goes to the applicant's own address. Like every e-mail to an address
 * nobody has verified, it carries no text the applicant typed except the critic name an administrator
 * approved; a decline carries the administrator's reason.
 */
export function approvalEmail(
  brand: string,
  input: { criticName: string; addReviewUrl: string },
): RenderedEmail {
  return renderEmail(brand, `Welcome to the ${brand} critic programme`, {
    paragraphs: [
      GREETING,
      `Your application to the ${brand} critic programme has been approved. You publish as ${input.criticName}.`,
      "Your critic workspace is open: submit your first review, and it appears on your public critic page once it is published.",
    ],
    action: { label: "Add your first review", url: input.addReviewUrl },
  });
}

export function declineEmail(
  brand: string,
  input: { reason: string; reapplyOn: string; homeUrl: string },
): RenderedEmail {
  return renderEmail(brand, `Your application to the ${brand} critic programme`, {
    paragraphs: [
      GREETING,
      `Thank you for applying to the ${brand} critic programme. This time an administrator has declined the application, with this reason:`,
      input.reason,
      `You can apply again from ${input.reapplyOn}. Meanwhile your account stays open: you can browse the podcasts and review them.`,
    ],
    action: { label: `Open ${brand}`, url: input.homeUrl },
  });
}
