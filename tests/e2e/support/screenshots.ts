import path from "node:path";
import { type Locator, type Page, test } from "@playwright/test";

/**
 * Saves what a test looked at. Every run keeps it with the test's results (test-results/, which
 * Playwright's report shows and git ignores); with E2E_SCREENSHOTS=1 the embedded run also writes it into
 * `docs/screenshots/<folder>/`, to refresh the docs' pictures on purpose, never as a side effect of a test run.
 * The name ends in -phone or -desktop by the viewport unless it says which already.
 */
export async function screenshot(
  page: Page,
  folder: string,
  name: string,
  options: { fullPage?: boolean; part?: Locator } = {},
): Promise<void> {
  const info = test.info();
  const viewport = (page.viewportSize()?.width ?? 1280) < 768 ? "phone" : "desktop";
  const file = /-(phone|desktop|\d+)$/.test(name) ? `${name}.png` : `${name}-${viewport}.png`;
  const paths = [info.outputPath(folder, file)];
  if (process.env.E2E_SCREENSHOTS && info.project.name === "embedded")
    paths.push(path.join("docs/screenshots", folder, file));
  for (const target of paths) {
    if (options.part) await options.part.screenshot({ path: target });
    else await page.screenshot({ path: target, fullPage: options.fullPage ?? false });
  }
}
