import { describe, expect, it } from "vitest";
import { firstSentence } from "./profiles";

describe("firstSentence (a critic page's description)", () => {
  it("takes the bio up to its first full stop, question or exclamation mark", () => {
    expect(firstSentence("I review history podcasts. Mostly long ones.")).toBe("I review history podcasts.");
    expect(firstSentence("Is this the best job? Yes!")).toBe("Is this the best job?");
    expect(firstSentence("  Ten years of audio drama!  And more.")).toBe("Ten years of audio drama!");
  });

  it("does not stop at a short abbreviation, a decimal or inside a URL", () => {
    expect(firstSentence("Dr. Lee reviews science shows. Often.")).toBe("Dr. Lee reviews science shows.");
    expect(firstSentence("Rating 4.5 or more gets my attention. Rarely.")).toBe(
      "Rating 4.5 or more gets my attention.",
    );
    expect(firstSentence("See casey.example for more")).toBe("See casey.example for more");
  });

  it("stops at the end of the first line, cuts a long sentence at a word, and is empty without a bio", () => {
    expect(firstSentence("No stop on this line\nSecond line.")).toBe("No stop on this line");
    const long = `${"word ".repeat(60)}end.`;
    const cut = firstSentence(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/^word( word)*…$/);
    expect(firstSentence("")).toBe("");
    expect(firstSentence("   \n  ")).toBe("");
  });
});
