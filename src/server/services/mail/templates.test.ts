import { describe, expect, it } from "vitest";
import { welcomeEmail } from "./templates";

describe("e-mail templates", () => {
  it("the welcome e-mail names the installation's brand, its button included", () => {
    const mail = welcomeEmail("Pod Pals", "Robin", "https://pods.example");
    expect(mail.subject).toBe("Welcome to Pod Pals");
    expect(mail.html).toContain(">Open Pod Pals</a>");
    expect(mail.text).toContain("Open Pod Pals");
    expect(`${mail.html}${mail.text}`).not.toContain("Critics");
  });
});
