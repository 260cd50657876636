import { cn } from "@client/lib/cn";
import { initials } from "@client/lib/initials";
import { useState } from "react";

interface PodcastCoverProps {
  title: string;
  coverImage: string | null | undefined;
  className?: string;
  /** Decorative next to a visible title (cards); described on the podcast page. */
  alt?: string;
  /** Above the fold on a first paint (the podcast page's cover, the catalogue's first row): fetched at once. */
  priority?: boolean;
}

/** Square cover art; if the image is missing or fails, a gradient with the title's initials. */
export function PodcastCover({
  title,
  coverImage,
  className,
  alt = "",
  priority = false,
}: PodcastCoverProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn("aspect-square w-full overflow-hidden rounded-lg bg-surface-2", className);
  if (!coverImage || failed) {
    return (
      <div
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={cn(
          frame,
          "flex items-center justify-center bg-gradient-to-br from-accent/70 to-cover-end",
        )}
      >
        <span className="text-3xl font-bold tracking-wide text-white/90">{initials(title)}</span>
      </div>
    );
  }
  return (
    <img
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
