import { describe, expect, it } from "vitest";
import { nudgeEmail, passwordResetEmail, reviewHiddenEmail, welcomeEmail } from "./templates";

describe("e-mail templates", () => {
  it("the welcome e-mail names the installation's brand, its button included", () => {
    const mail = welcomeEmail("Pod Pals", "https://pods.example");
    expect(mail.subject).toBe("Welcome to Pod Pals");
    expect(mail.html).toContain(">Open Pod Pals</a>");
    expect(mail.text).toContain("Open Pod Pals");
    expect(`${mail.html}${mail.text}`).not.toContain("Critics");
  });

  // Issue 10 item 7: anyone can have these sent to any address, so they hold only the app's own words.
  it("the welcome and reset e-mails carry only the app's text, the brand and the link", () => {
    expect(welcomeEmail("Pod Pals", "https://pods.example").text).toBe(
      [
        "Hello,",
        "Your Pod Pals account has been created. You can browse the podcast catalogue and write reviews straight away.",
        "To publish your own reviews, apply to the critic programme from the home page: once an administrator approves your application, the critic workspace opens up.",
        "Open Pod Pals: https://pods.example",
        "— Pod Pals",
      ].join("\n\n"),
    );
    const reset = passwordResetEmail("Pod Pals", "https://pods.example/reset-password/abc");
    expect(reset.text.startsWith("Hello,\n\nSomeone asked to reset the password")).toBe(true);
    const nudge = nudgeEmail("Pod Pals", { title: "T", totalReviews: 1, lastReviewDate: null }, "u");
    expect(nudge.text.startsWith("Hello,\n\nYou are T on Pod Pals")).toBe(true);
  });

  it("the hidden-review e-mail names the catalogue's podcast, the reasons and the note, or no podcast at all", () => {
    const mail = reviewHiddenEmail("Pod Pals", {
      podcastTitle: "The Daily",
      reasons: ["Offensive or abusive", "Spam or advertising"],
      note: "Attacks the host.",
      link: "https://pods.example/podcasts/3",
    });
    expect(mail.subject).toBe("A moderator hid your review");
    expect(mail.text).toContain("an administrator of Pod Pals hid your review of The Daily.");
    expect(mail.text).toContain("Reason given by the reports: Offensive or abusive; Spam or advertising.");
    expect(mail.text).toContain("The administrator's note: Attacks the host.");
    expect(mail.html).toContain(">See your review</a>");
    const unlinked = reviewHiddenEmail("Pod Pals", {
      podcastTitle: null,
      reasons: ["Something else"],
      note: null,
      link: "u",
    });
    expect(unlinked.text).toContain("hid one of your reviews.");
    expect(unlinked.text).not.toContain("note");
  });
});
