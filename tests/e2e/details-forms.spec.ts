import { DEMO, expect, PHONE, signInViaApi, test } from "./support/fixtures";

test.describe("phone pagination (issue 16, item 11)", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the catalogue's page buttons stay on one row at 320 px", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/?page=2");
    const nav = page.getByRole("navigation", { name: /pages/i });
    await expect(nav.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const tops = await nav
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe("the date field (issue 16, item 12)", () => {
  test.use({ viewport: PHONE });

  test("looks like an editable field, not like the read-only Reviewer field", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    const date = page.getByRole("button", { name: /^Review Date:/ });
    await expect(date).toBeVisible();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        border: s.borderTopColor,
        height: Math.round(el.getBoundingClientRect().height),
      };
    };
    const reviewer = await page.getByLabel("Reviewer").evaluate(look);
    const editable = await page.getByLabel("Review URL").evaluate(look);
    const picker = await date.evaluate(look);
    expect(picker).toEqual(editable);
    expect(picker.background).not.toBe(reviewer.background);
  });
});
