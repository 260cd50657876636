import { cn } from "@client/lib/cn";
import { COVER_SIZE, coverArt, isGeneratedCover } from "@shared/constants/cover-art";
import type { Genre } from "@shared/constants/genres";
import { useEffect, useRef, useState } from "react";

interface PodcastCoverProps {
  title: string;
  /** The genre colours the generated art. */
  category: Genre;
  coverImage: string | null | undefined;
  className?: string;
  /** Decorative next to a visible title (cards); described on the podcast page. */
  alt?: string;
  /** Above the fold on a first paint (the podcast page's cover, the catalogue's first row): fetched at once. */
  priority?: boolean;
}

/** A length on the art's 400-unit square, in the cover's own width (the cover is a size container). */
const unit = (n: number) => `${(n * 100) / COVER_SIZE}cqw`;

/**
 * The generated art (shared/constants/cover-art.ts), drawn in the page: no image to fetch, and nothing for
 * the browser to parse and paint as an SVG document of its own (decision 0068). The server's
 * `cover.svg` draws the same design.
 */
function GeneratedCover({
  title,
  category,
  frame,
  alt,
}: {
  title: string;
  category: Genre;
  frame: string;
  alt: string;
}) {
  const art = coverArt(title, category);
  const { disc, ring } = art;
  const outer = ring.r + art.ringWidth / 2;
  return (
    <div
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={cn(frame, "relative @container select-none text-white")}
      style={{ backgroundImage: `linear-gradient(to bottom right, ${art.from}, ${art.to})` }}
    >
      <span
        className="absolute aspect-square rounded-full"
        style={{
          left: unit(disc.cx - disc.r),
          top: unit(disc.cy - disc.r),
          width: unit(2 * disc.r),
          backgroundColor: art.discColor,
          opacity: art.discOpacity,
        }}
      />
      <span
        className="absolute aspect-square rounded-full border-solid"
        style={{
          left: unit(ring.cx - outer),
          top: unit(ring.cy - outer),
          width: unit(2 * outer),
          borderWidth: unit(art.ringWidth),
          borderColor: art.ringColor,
          opacity: art.ringOpacity,
        }}
      />
      <span
        className="absolute inset-0 flex flex-col items-center justify-center font-bold"
        style={{ fontSize: unit(art.fontSize), lineHeight: art.lineHeight }}
      >
        {art.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a title's lines never move
          <span key={i} className="whitespace-nowrap">
            {line}
          </span>
        ))}
      </span>
      <span
        className="absolute inset-x-0 text-center font-semibold opacity-75"
        // The SVG puts satori's line box 20 above the edge; a line box here sits 3 lower for the same glyphs.
        style={{ bottom: unit(17), fontSize: unit(18), letterSpacing: unit(3) }}
      >
        {art.genre}
      </span>
    </div>
  );
}

/** Square cover art: the podcast's own image, else (or if it fails to load) its generated art. */
export function PodcastCover({
  title,
  category,
  coverImage,
  className,
  alt = "",
  priority = false,
}: PodcastCoverProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image of a page the server drew can fail before the script is there to hear it.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const frame = cn("aspect-square w-full overflow-hidden rounded-lg bg-surface-2", className);
  if (!coverImage || failed || isGeneratedCover(coverImage)) {
    return <GeneratedCover title={title} category={category} frame={frame} alt={alt} />;
  }
  return (
    <img
      ref={image}
      src={coverImage}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(frame, "object-cover")}
    />
  );
}
