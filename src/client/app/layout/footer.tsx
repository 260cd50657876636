import { useSiteConfig } from "@client/features/site/api";

export function Footer() {
  const site = useSiteConfig();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-fg-muted md:flex-row md:items-center md:justify-between md:px-6">
        <p>
          © {new Date().getFullYear()} {site.brandName}. All rights reserved.
        </p>
        <p className="hidden md:block">
          The premier destination for podcast critics to share their reviews and ratings.
        </p>
      </div>
    </footer>
  );
}
