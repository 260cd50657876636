import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it("hides the secret of reset and invitation links, with whatever follows it", () => {
    expect(redactUrl("/api/validate-reset-token/abcDEF_123-x")).toBe("/api/validate-reset-token/[redacted]");
    expect(redactUrl("/reset-password/abcDEF_123-x?utm=mail#top")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/api/validate-reset-token/a%2Fb/c")).toBe("/api/validate-reset-token/[redacted]");
  });

  it("hides token query parameters anywhere and leaves other URLs alone", () => {
    expect(redactUrl("/x?token=s3cret&page=2")).toBe("/x?token=[redacted]&page=2");
    expect(redactUrl("/x?page=2&resetToken=s3cret")).toBe("/x?page=2&resetToken=[redacted]");
    expect(redactUrl("/api/podcasts?search=token&page=2")).toBe("/api/podcasts?search=token&page=2");
    expect(redactUrl("/auth?username=admin&password=s3cret")).toBe(
      "/auth?username=admin&password=[redacted]",
    );
    expect(redactUrl("/x?newPassword=a&client_secret=b")).toBe(
      "/x?newPassword=[redacted]&client_secret=[redacted]",
    );
    expect(redactUrl("/reset-password")).toBe("/reset-password");
  });
});
