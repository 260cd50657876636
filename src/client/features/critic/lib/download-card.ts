export class CardDownloadError extends Error {}

/** Fetches the server-rendered card and saves it under `fileName` (loaded on demand by the share dialog). */
export async function downloadCard(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: "include" });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/png"))
    throw new CardDownloadError(`Card answered ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
