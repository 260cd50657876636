/**
 * JSON the server wrote into the page for the app's start (`<script type="application/json" id=…>`,
 * src/server/http/boot-data.ts; decision 0047), or undefined when the page has none (the development
 * server's index.html) or it cannot be read: the caller then asks the API as before.
 */
export function bootData<T>(id: string): T | undefined {
  const text = globalThis.document?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
