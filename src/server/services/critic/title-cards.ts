import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { CardRenderer } from "./card-renderer";
import type { TitleCardInput } from "./title-card";

/** Raise when the card's rendering changes (title-card.ts), so that every kept card is rendered again. */
const CARD_DESIGN = 1;

const digest = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);

/**
 * Title cards kept on disk, in DATA_DIR/cards: one file per critic, named after what it shows (the critic's
 * name, review count, which gives the title, and the brand), so each card is rendered once and again only when
 * one of those changes; the older file is then removed. Two requests for a card being rendered share the
 * rendering. Cards are derived data: losing the folder costs only rendering them again (backups leave it out).
 */
export class TitleCards {
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private warned = false;

  constructor(
    private readonly dir: string,
    private readonly renderer: CardRenderer,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async png(input: TitleCardInput): Promise<Buffer> {
    const folder = path.join(this.dir, digest(input.criticName));
    const file = path.join(folder, `${digest([CARD_DESIGN, input])}.png`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return kept;
    let drawing = this.drawing.get(file);
    if (!drawing) {
      drawing = this.renderAndKeep(input, folder, file).finally(() => this.drawing.delete(file));
      this.drawing.set(file, drawing);
    }
    return drawing;
  }

  close(): Promise<void> {
    return this.renderer.close();
  }

  private async renderAndKeep(input: TitleCardInput, folder: string, file: string): Promise<Buffer> {
    const png = await this.renderer.draw(input);
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, png, { mode: 0o600 });
      await rename(partial, file);
      for (const name of await readdir(folder)) {
        const other = path.join(folder, name);
        if (other !== file && name.endsWith(".png")) await rm(other, { force: true });
      }
    } catch (error) {
      // A read-only DATA_DIR still gets its cards, rendered for each request.
      if (!this.warned) this.logger.warn({ err: error }, "title cards cannot be kept in DATA_DIR/cards");
      this.warned = true;
    }
    return png;
  }
}
