import type { Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  PHONE,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

// Issue 16, item 13: the smaller details a phone user, a keyboard user and a screen reader meet.

const DESKTOP = { width: 1280, height: 800 };

interface Listed {
  items: { id: number; title: string; criticScore: { count: number } }[];
}

/** The demo podcast with the most critic reviews (their cards carry a "Full review" link). */
async function podcastWithCriticReviews(page: Page): Promise<number> {
  const list = (await (await page.request.get("/api/podcasts?page=1&sort=critic-reviews")).json()) as Listed;
  const top = list.items[0]!;
  expect(top.criticScore.count).toBeGreaterThan(0);
  return top.id;
}

test("on a phone the Full review link and Read more of a critic's reviews are 44 px touch targets", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInViaApi(page, DEMO.critic);
  await page.goto("/critic/my-reviews");
  const link = page.getByRole("link", { name: /^Full review/ }).first();
  await expect(link).toBeVisible();
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const more = page.getByRole("button", { name: "Read more" }).first();
  if (await more.count()) expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test("sharing a podcast is one button that copies its link (no one-item menu)", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInViaApi(page, DEMO.critic);
  const id = await podcastWithCriticReviews(page);
  await page.goto(`/podcasts/${id}`);
  // Chromium on Linux has no share sheet, so the button says what it does.
  const share = page.getByRole("button", { name: "Copy link" });
  await expect(share).toBeVisible();
  await expect(share).not.toHaveAttribute("aria-haspopup", /.+/);
  await share.click();
  await expect(toast(page, "Link copied")).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/podcasts/${id}$`));
  await expect(share).toBeFocused();
});

test("the /auth card is as tall as its form, not as the picture beside it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/auth");
  const login = page.getByRole("form", { name: "Login" });
  await expect(login).toBeVisible();
  const card = page.locator("main .grid > *").first();
  const cardBox = (await card.boundingBox())!;
  const formBox = (await login.boundingBox())!;
  // The card ends just below the form (its padding), with no empty band under it.
  expect(cardBox.y + cardBox.height - (formBox.y + formBox.height)).toBeLessThanOrEqual(48);
});

for (const [path, title] of [
  ["/podcasts/abc", "Invalid podcast ID"],
  ["/podcasts/0", "Invalid podcast ID"],
  ["/podcasts/99999999", "Podcast not found"],
] as const) {
  test(`${path} shows the designed not-found block with the way back to the catalogue`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInViaApi(page, DEMO.critic);
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1, name: title });
    await expect(heading).toBeVisible();
    // The 404 block: a centred message under an icon, a sentence saying what happened, one way on.
    const block = page.locator("main section").filter({ has: heading });
    await expect(block.locator("svg").first()).toBeVisible();
    await expect(block.getByText(/Check the link you followed|may have been removed/)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expectNoAxeViolations(page);
    await block.getByRole("link", { name: "Back to Podcasts" }).click();
    await expect(page).toHaveURL("/");
  });
}

test("axe finds nothing while the account menu or an admin row menu is open", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, DEMO.admin);
  await page.goto("/");
  await page
    .getByRole("button", { name: /^Account menu for / })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await page.goto("/admin/users");
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("admin users: names stay whole words at 1280 px while long e-mails wrap, and a phone does not scroll sideways", async ({
  page,
  request,
}) => {
  const username = unique("wrap");
  const email = `${username}.with.a.rather.long.mailbox.name@subdomain.example-company.com`;
  const res = await request.post("/api/register", {
    data: { username, password: "wrap-e2e-Pass-9", name: "Quinn Target Longername", email },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, DEMO.admin);
  await page.goto(`/admin/users?q=${username}`);
  const table = page.getByRole("table");
  await expect(table.getByText(email)).toBeVisible();
  const nameCells = table.locator("tbody tr td:nth-child(2)");
  await expect(nameCells.first()).toBeVisible();
  // Every name cell is wide enough for its longest word: no word is broken across lines.
  const broken = await nameCells.evaluateAll(
    (cells) =>
      cells.filter((cell) => {
        const range = document.createRange();
        for (const node of Array.from(cell.querySelectorAll("*")).concat(cell)) {
          for (const child of Array.from(node.childNodes)) {
            if (child.nodeType !== Node.TEXT_NODE) continue;
            for (const match of (child.textContent ?? "").matchAll(/\S+/g)) {
              range.setStart(child, match.index!);
              range.setEnd(child, match.index! + match[0].length);
              if (range.getClientRects().length > 1) return true;
            }
          }
        }
        return false;
      }).length,
  );
  expect(broken).toBe(0);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
