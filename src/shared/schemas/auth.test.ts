import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordFormSchema } from "./auth";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("credential schemas", () => {
  it("login: the spec's minimums", () => {
    expect(messages(loginSchema.safeParse({ username: "ab", password: "12345" }))).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
    });
    expect(loginSchema.safeParse({ username: "abc", password: "123456" }).success).toBe(true);
  });

  it("register: name, optional but valid e-mail, role ignored", () => {
    expect(
      messages(registerSchema.safeParse({ username: "abc", password: "123456", name: "A", email: "x" })),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email",
    });
    const ok = registerSchema.parse({
      username: " abc ",
      password: "123456",
      name: "Al",
      email: "",
      role: "admin",
    });
    expect(ok).toEqual({ username: "abc", password: "123456", name: "Al", email: null });
    expect(
      registerSchema.parse({ username: "abc", password: "123456", name: "Al", email: "A@B.co" }).email,
    ).toBe("a@b.co");
  });

  it("register: a missing field reads 'Required'", () => {
    expect(messages(registerSchema.safeParse({ password: "123456", name: "Al" })).username).toBe("Required");
  });

  it("accepts passwords up to 128 characters and refuses longer ones", () => {
    expect(registerSchema.safeParse({ username: "abc", password: "p".repeat(128), name: "Al" }).success).toBe(
      true,
    );
    expect(
      messages(registerSchema.safeParse({ username: "abc", password: "p".repeat(129), name: "Al" })).password,
    ).toBe("Password must be at most 128 characters");
  });

  it("forgot password needs a username", () => {
    expect(messages(forgotPasswordSchema.safeParse({ username: "" })).username).toBe("Username is required");
  });

  it("reset form: length and confirmation", () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: "12345", confirmPassword: "12345" })).password,
    ).toBe("Password must be at least 6 characters long");
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: "123456", confirmPassword: "1234567" })),
    ).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });
});
