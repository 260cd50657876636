import { mockPodcastSearch } from "./support/critic";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";

for (const viewport of [null, PHONE]) {
  test.describe(`Add Review errors follow the fields (issue 16, item 3)${viewport ? " on a phone" : ""}`, () => {
    if (viewport) test.use({ viewport });

    test("a failed submit focuses the first invalid field, and each error goes once its field is fixed", async ({
      page,
    }) => {
      await mockPodcastSearch(page);
      await signInViaApi(page, DEMO.critic);
      await page.goto("/critic/add-review");
      const form = page.getByRole("form", { name: "Add New Review" });
      const publication = page.getByRole("combobox", { name: "Publication" });
      await expect(publication.locator("option")).toHaveCount(3);

      await page.getByRole("button", { name: "Submit Review" }).click();
      // Every problem at once, and focus on the first one (the publication, above the others).
      await expect(form.getByText("Please select a publication")).toBeVisible();
      await expect(form.getByText("Podcast name is required")).toBeVisible();
      await expect(form.getByText("Please enter a valid URL")).toBeVisible();
      await expect(publication).toBeFocused();
      await expect(publication).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      // Fixing a field removes its error without another submit; the others stay.
      await page.getByRole("combobox", { name: "Podcast Name" }).fill("A podcast typed by hand");
      await expect(form.getByText("Podcast name is required")).toBeHidden();
      await expect(form.getByText("Please select a publication")).toBeVisible();
      await publication.selectOption({ label: "Audio Atlas Weekly" });
      await expect(form.getByText("Please select a publication")).toBeHidden();
      await expect(publication).not.toHaveAttribute("aria-invalid", "true");

      // The next submit focuses the next invalid field (the URL), and a fixed URL clears its error too.
      await page.getByRole("button", { name: "Submit Review" }).click();
      const url = page.getByLabel("Review URL");
      await expect(url).toBeFocused();
      await url.fill("https://example.com/reviews/typed-by-hand");
      await expect(form.getByText("Please enter a valid URL")).toBeHidden();
      await expect(form.getByText(/Snippet should be at least/)).toBeVisible();
    });
  });
}
