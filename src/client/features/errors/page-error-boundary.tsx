import { buttonClass } from "@client/components/ui/button-class";
import { RefreshCw, TriangleAlert } from "@client/components/ui/glyphs";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { MessagePage } from "../../components/message-page";

/** A page's chunk that did not arrive: offline, or a new deploy replaced the files this tab knows. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|ChunkLoadError|Loading chunk|Unable to preload/i.test(
    text,
  );
}

function PageFailed({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const title = chunk ? "This page could not load" : "Something went wrong";
  useDocumentTitle(title);
  return (
    <MessagePage
      icon={<TriangleAlert aria-hidden className="size-7" />}
      title={title}
      action={
        <button
          type="button"
          className={buttonClass("primary", "md")}
          onClick={() => window.location.reload()}
        >
          <RefreshCw aria-hidden className="size-4" />
          Reload
        </button>
      }
    >
      <p>
        {chunk
          ? "Critics' Corner may have been updated since you opened it, or the connection dropped. Reload to get the latest version."
          : "This page ran into a problem. Reloading usually fixes it; your saved work is safe."}
      </p>
      {error instanceof Error && error.message ? (
        <p className="mt-2 break-words text-xs text-fg-muted">{error.message}</p>
      ) : null}
    </MessagePage>
  );
}

interface Props {
  /** A change (the pathname) clears the error: navigating away from a broken page works. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, and a page chunk that fails to load, so the header, the
 * navigation and the footer stay and the visitor gets a way out (Reload, home) instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Page failed", error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <PageFailed error={this.state.error} />;
  }
}
