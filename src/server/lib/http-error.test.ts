import { ERROR_CODE_NAMES, ERROR_CODES } from "@shared/constants/error-codes";
import { describe, expect, it } from "vitest";
import { HttpError, refuse } from "./http-error";

describe("error codes (decision 0081)", () => {
  it("give each refusal the status its code maps to", () => {
    for (const code of ERROR_CODE_NAMES) {
      const error = refuse(code, "why");
      expect([error.statusCode, error.code]).toEqual([ERROR_CODES[code].status, code]);
    }
  });

  it("refuse a clash without its own code, and a code with another status", () => {
    expect(() => new HttpError(409, "taken")).toThrow(TypeError);
    expect(() => new HttpError(409, "reported", { code: "not_found" })).toThrow(TypeError);
    expect(new HttpError(404, "gone").code).toBe("not_found");
  });

  it("are each said once: no two codes share a meaning", () => {
    const meanings = ERROR_CODE_NAMES.map((code) => ERROR_CODES[code].meaning);
    expect(new Set(meanings).size).toBe(meanings.length);
  });
});
