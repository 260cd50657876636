import { useSiteConfig } from "@client/features/site/api";
import { useDocumentTitle } from "@client/lib/use-document-title";

/** Heading of a route whose feature has not been built yet. */
export function Placeholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-fg-muted">This part of {useSiteConfig().brandName} is being built.</p>
    </section>
  );
}
