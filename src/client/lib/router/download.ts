/** Files asked for here or found in the page already, by address. */
const requested = new Set<string>();

function inPage(file: string): boolean {
  const address = new URL(file, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[href], script[src]")].some(
    (element) => ("href" in element ? element.href : element.src) === address,
  );
}

/**
 * Brings a page's files into the browser without running them: each script as a `<link rel="modulepreload">`
 * (fetched and compiled, evaluated only when the page is first imported), each style as a preload. On a
 * phone, running a linked page's code as soon as its link is on screen made long tasks of code the visitor
 * may never need (decision 0065). Settles once every new file has arrived or failed; a file already in the
 * page, or asked for before, is not asked for again.
 */
export function downloadFiles(files: readonly string[]): Promise<void> {
  const fetching = files
    .filter((file) => !requested.has(file) && !inPage(file))
    .map((file) => {
      requested.add(file);
      const link = document.createElement("link");
      if (file.endsWith(".css")) {
        link.rel = "preload";
        link.as = "style";
      } else {
        link.rel = "modulepreload";
        link.crossOrigin = "";
      }
      link.href = file;
      const settled = new Promise<void>((resolve) => {
        link.addEventListener("load", () => resolve(), { once: true });
        link.addEventListener("error", () => resolve(), { once: true });
      });
      document.head.appendChild(link);
      return settled;
    });
  return Promise.all(fetching).then(() => {});
}
