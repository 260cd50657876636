import { cn } from "@client/lib/cn";
import { COVER_SIZE, type CoverArt, coverArt, isGeneratedCover } from "@shared/constants/cover-art";
import type { Genre } from "@shared/constants/genres";
import { type CSSProperties, useEffect, useRef, useState } from "react";

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
const unit = (n: number) => `${Math.round((n * 10_000) / COVER_SIZE) / 100}cqw`;

/** The cover's own figures, as the custom properties the `cover-art` utility renders (styles.css). */
function artStyle(art: CoverArt): CSSProperties {
  const { disc, ring } = art;
  const outer = ring.r + art.ringWidth / 2;
  return {
    "--cover-from": art.from,
    "--cover-to": art.to,
    "--cover-disc": art.discColor,
    "--cover-disc-x": unit(disc.cx - disc.r),
    "--cover-disc-y": unit(disc.cy - disc.r),
    "--cover-disc-d": unit(2 * disc.r),
    "--cover-ring": art.ringColor,
    "--cover-ring-x": unit(ring.cx - outer),
    "--cover-ring-y": unit(ring.cy - outer),
    "--cover-ring-d": unit(2 * outer),
    "--cover-title-size": unit(art.fontSize),
  } as CSSProperties;
}

/**
 * The generated art (shared/constants/cover-art.ts), rendered in the page: no image to fetch, and nothing for
 * the browser to parse and paint as an SVG document of its own (decision 0068). The server's
 * `cover.svg` renders the same design.
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
  return (
    <div
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={cn(frame, "cover-art")}
      style={artStyle(art)}
    >
      <span className="cover-title">{art.lines.join("\n")}</span>
      <span className="cover-genre">{art.genre}</span>
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
  // An image of a page the server rendered can fail before the script is there to hear it.
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
