import { useApiQuery } from "@/lib/client/queries";
import { isActive } from "./nav-items";

const SHIPMENT_PATH = /^\/exportdocs\/([^/]+)/;

/**
 * Which sidebar entry a screen belongs to. A sharee opens a shared shipment and its documents at
 * the owner's address (/exportdocs/{id}[/{document}]), but for them it is one of their shared
 * documents: "Shared documents" is highlighted, not "Export documents".
 */
export function isActiveNav(pathname: string, href: string, viewerIsSharee: boolean): boolean {
  if (viewerIsSharee && SHIPMENT_PATH.test(pathname)) return href === "/shared-documents";
  return isActive(pathname, href);
}

/**
 * isActiveNav for the current screen. Whether the viewer is a sharee is read from the shipment the
 * screen itself loads (the same query, never fetched here: `enabled: false` only reads the cache).
 */
export function useActiveNav(pathname: string): (href: string) => boolean {
  const raw = SHIPMENT_PATH.exec(pathname)?.[1];
  let id = "";
  try {
    id = raw ? decodeURIComponent(raw) : "";
  } catch {
    id = "";
  }
  const shipment = useApiQuery("/api/shipments/{id}", { params: { id } }, { enabled: false });
  const sharee = id !== "" && shipment.data?.shipment.viewerRole === "sharee";
  return (href) => isActiveNav(pathname, href, sharee);
}
