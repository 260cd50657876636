// Runs in a worker thread: renders title cards one at a time as the server asks (card-renderer.ts), so the
// 70–80 ms of CPU a card takes never holds the server's event loop.
import { parentPort } from "node:worker_threads";
import { renderTitleCard, type TitleCardInput } from "./title-card";

parentPort!.on("message", async ({ id, input }: { id: number; input: TitleCardInput }) => {
  try {
    const png = await renderTitleCard(input);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort!.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) });
  }
});
