import { milestoneProgress } from "@shared/constants/tiers";
import { describe, expect, it } from "vitest";
import { invitationEmail, milestoneEmail } from "./emails";

describe("milestone email", () => {
  it("names the title, its description, the count and the next title, in both parts", () => {
    const mail = milestoneEmail("Critics' Corner", milestoneProgress(8), "http://x/critic/dashboard");
    expect(mail.subject).toBe("New critic title: Review Sergeant");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Review Sergeant");
      expect(part).toContain("8 reviews");
      expect(part).toContain("Your verdicts are getting sharper");
      expect(part).toContain("Next title: Master Reviewer at 12 reviews, 4 reviews to go.");
    }
    expect(mail.html).toContain('href="http://x/critic/dashboard"');
  });

  it("says the top is reached for the last title, and counts one review in the singular", () => {
    expect(milestoneEmail("B", milestoneProgress(1300), "u").text).toContain("maximum level");
    expect(milestoneEmail("B", milestoneProgress(1), "u").text).toContain("With 1 review you");
  });

  it("greets without the user's name (no user-chosen text in e-mails to unverified addresses)", () => {
    expect(milestoneEmail("B", milestoneProgress(0), "u").text).toMatch(/^Hello,\n\nCongratulations!/);
  });
});

describe("invitation email", () => {
  it("carries the username, critic name, publication and the set-password link valid for 7 days", () => {
    const mail = invitationEmail("Critics' Corner", {
      name: "Sam Quill",
      username: "samq",
      criticName: "Sam Quill",
      publication: "The Listener",
      link: "http://x/reset-password/abc",
    });
    expect(mail.subject).toBe("You're invited to Critics' Corner");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("samq");
      expect(part).toContain("The Listener");
      expect(part).toContain("http://x/reset-password/abc");
      expect(part).toContain("7 days");
    }
  });
});
