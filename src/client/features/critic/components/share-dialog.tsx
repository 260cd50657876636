import { type ArrivalProps, useArrivalFocus } from "@client/components/arrival-focus";
import { Button, buttonClass } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { toast } from "@client/components/ui/use-toast";
import { useSiteConfig } from "@client/features/site/api";
import { criticCardPath, criticPagePath } from "@shared/constants/critic-share";
import { titleForCount, titleSlug, withArticle } from "@shared/constants/tiers";
import { Copy, Download, Share2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { shareTargets } from "../lib/share";

const COPY_AGAIN = "Please try again or copy manually.";

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ShareDialogProps {
  criticName: string | null;
  slug: string | null;
  reviewCount: number;
}

/**
 * 'Share Your Critic Title': the card, its public link, native share, three networks and a PNG download.
 * A Radix dialog (focus trap, scroll lock), fetched after the dashboard's load or when its button is
 * reached for: the dashboard renders a look-alike button until then (share-button.tsx, decision 0042).
 */
export default function ShareDialog({
  criticName,
  slug,
  reviewCount,
  defaultOpen,
  autoFocus,
}: ShareDialogProps & ArrivalProps) {
  const site = useSiteConfig();
  const trigger = useRef<HTMLButtonElement>(null);
  useArrivalFocus(trigger, { autoFocus, defaultOpen });
  const linkId = useId();
  const [downloading, setDownloading] = useState(false);
  // The modal hides the page (and its toasts) from assistive technology: the dialog says it too.
  const [status, setStatus] = useState("");
  const notify = (title: string, description: string, failed = false) => {
    toast({ title, description, variant: failed ? "destructive" : "default" });
    setStatus(`${title}. ${description}`);
  };
  const title = titleForCount(reviewCount).title;
  const shareUrl = criticName && slug ? `${site.appUrl}${criticPagePath(slug)}` : "";
  const cardUrl = criticName && slug ? `${criticCardPath(slug)}?v=${titleSlug(title)}-${reviewCount}` : null;
  const text = `I'm ${withArticle(title)} on ${site.brandName}!`;

  const copyLink = async () => {
    if (await copy(shareUrl)) notify("Link copied", "Your share link is on the clipboard.");
    else notify("Unable to copy link", COPY_AGAIN, true);
  };

  const nativeShare = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: `${criticName} · ${title}`, text, url: shareUrl });
        notify("Shared successfully", "Thanks for spreading the word.");
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    if (await copy(shareUrl)) notify("Link copied", "Your share link is on the clipboard.");
    else notify("Failed to copy", COPY_AGAIN, true);
  };

  const download = async () => {
    if (!cardUrl) {
      notify("Download failed", "Could not find the social card to download.", true);
      return;
    }
    setDownloading(true);
    try {
      let downloader: typeof import("../lib/download-card");
      try {
        downloader = await import("../lib/download-card");
      } catch {
        notify("Download failed", "Could not load required libraries. Please try again.", true);
        return;
      }
      const fileName = `${titleSlug(title)}.png`;
      try {
        await downloader.downloadCard(cardUrl, fileName);
        notify("Download successful", `Saved ${fileName}.`);
      } catch {
        notify("Download failed", "Could not generate the image. Please try again.", true);
      }
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button ref={trigger} variant="outline" disabled={!criticName}>
          <Share2 aria-hidden /> Share Your Critic Title
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Share Your Critic Title"
        description="Show off your milestone: the link unfurls as your title card on social networks."
        className="md:max-w-2xl"
        onOpenAutoFocus={(event) => {
          // Start on "Copy link" rather than selecting the whole link field.
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>("[data-copy-link]")?.focus();
        }}
      >
        {cardUrl && (
          <img
            src={cardUrl}
            alt={`Title card: ${criticName}, ${title}`}
            width={1200}
            height={630}
            className="h-auto w-full rounded-lg border border-border bg-bg"
          />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={linkId} className="text-sm font-medium">
            Share link
          </label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
            <Button data-copy-link variant="secondary" onClick={copyLink}>
              <Copy aria-hidden /> Copy link
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={nativeShare}>
            <Share2 aria-hidden /> Share
          </Button>
          {shareTargets(shareUrl, text).map((target) => (
            <NewTabLink key={target.name} href={target.href} className={buttonClass("secondary", "md")}>
              <span className="sr-only">Share on </span>
              {target.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </NewTabLink>
          ))}
          <Button variant="outline" onClick={download} pending={downloading}>
            <Download aria-hidden /> {downloading ? "Preparing..." : "Download PNG"}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-fg-muted">
          {status}
        </p>
      </DialogContent>
    </Dialog>
  );
}
