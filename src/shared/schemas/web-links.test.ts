import { describe, expect, it } from "vitest";
import {
  checkHttpsLink,
  HTTPS_LINK_MESSAGE,
  isLocalHost,
  LINK_CREDENTIALS_MESSAGE,
  LINK_LOCAL_MESSAGE,
  mixesScripts,
  withReadableHost,
} from "./web-links";

describe("links a person supplies (issue 49 item 8)", () => {
  it("refuses credentials in the link", () => {
    for (const link of [
      "https://user:pass@example.com/",
      "https://user@example.com",
      "https://:pw@example.com",
    ]) {
      expect(checkHttpsLink(link), link).toEqual({ problem: LINK_CREDENTIALS_MESSAGE });
    }
  });

  it("refuses this machine and private networks, however the address is written", () => {
    for (const link of [
      "https://localhost/",
      "https://LOCALHOST:8443/x",
      "https://app.localhost/",
      "https://localhost./",
      "https://127.0.0.1/",
      "https://127.1/",
      "https://0x7f.1/",
      "https://2130706433/",
      "https://0.0.0.0/",
      "https://10.1.2.3/",
      "https://172.16.0.1/",
      "https://172.31.255.255/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest",
      "https://100.64.0.1/",
      "https://[::1]/",
      "https://[::]/",
      "https://[fe80::1]/",
      "https://[fd00::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:10.0.0.1]/",
    ]) {
      expect(checkHttpsLink(link), link).toEqual({ problem: LINK_LOCAL_MESSAGE });
    }
    for (const host of ["example.com", "172.32.0.1", "8.8.8.8", "[2001:db8::1]", "localhost.example.com"]) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });

  it("keeps https links to public hosts as typed, and refuses anything else with the https message", () => {
    expect(checkHttpsLink("  https://ana.example/about?x=1 ")).toEqual({
      link: "https://ana.example/about?x=1",
    });
    expect(checkHttpsLink("https://bücher.de/")).toEqual({ link: "https://bücher.de/" });
    expect(checkHttpsLink("https://пример.рф/")).toEqual({ link: "https://пример.рф/" });
    expect(checkHttpsLink("https://日本語.jp/")).toEqual({ link: "https://日本語.jp/" });
    for (const link of ["http://ana.example", "javascript:alert(1)", "ftp://x.example", "ana.example", ""]) {
      expect(checkHttpsLink(link), link).toEqual({ problem: HTTPS_LINK_MESSAGE });
    }
  });

  it("writes a host that mixes scripts in punycode, so a look-alike shows as what it is", () => {
    // "аpple.com" with a Cyrillic а.
    expect(mixesScripts("\u0430pple.com")).toBe(true);
    expect(checkHttpsLink("https://\u0430pple.com/login")).toEqual({
      link: "https://xn--pple-43d.com/login",
    });
    expect(withReadableHost("https://p\u0430yp\u0430l.example:8443/x")).toBe(
      "https://xn--pypl-53dc.example:8443/x",
    );
    // One script per label, or scripts written together (Japanese with Latin), stay as they are.
    for (const host of [
      "apple.com",
      "пример.рф",
      "日本語.jp",
      "ひらがなカタカナ漢字abc.jp",
      "bücher.de",
      "xn--pple-43d.com",
    ]) {
      expect(mixesScripts(host), host).toBe(false);
    }
    expect(withReadableHost("https://пример.рф/")).toBe("https://пример.рф/");
  });
});
