import { useEffect } from "react";
import { pageBrandName } from "./brand";

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const brand = pageBrandName();
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
