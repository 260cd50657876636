import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppForm } from "./app-form";

describe("AppForm", () => {
  it("posts, so a form sent before hydration keeps its fields out of the address", () => {
    const html = renderToString(
      <AppForm label="Login" onSubmit={() => {}}>
        <input name="password" type="password" />
      </AppForm>,
    );
    expect(html).toMatch(/^<form [^>]*aria-label="Login"[^>]*method="post"/);
  });
});
