import type { Metadata } from "next";

/**
 * The public address of the site (SITE_URL), for absolute URLs in the sitemap, robots.txt, canonical
 * links, Open Graph tags, mail links and the QR code of finalised PDFs: never the request's Host.
 * Production refuses to start without it (lib/site/require-site-url.ts); elsewhere it falls back to
 * http://localhost:3000. The sitemap and robots.txt read it at build time.
 */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL?.trim() || "http://localhost:3000";
  try {
    return new URL(raw);
  } catch {
    return new URL("http://localhost:3000");
  }
}

export const SITE_NAME = "Exportly";

/** Title, description, canonical URL and Open Graph tags of one public page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      locale: "en_IN",
      url: path,
      title: absoluteTitle ? title : `${title} · ${SITE_NAME}`,
      description,
    },
    twitter: { card: "summary", title: absoluteTitle ? title : `${title} · ${SITE_NAME}`, description },
  };
}

/** Every public page, for the sitemap (and the tests that visit them all). */
export const PUBLIC_PAGES = [
  { path: "/", priority: 1 },
  { path: "/about", priority: 0.6 },
  { path: "/security", priority: 0.6 },
  { path: "/verify", priority: 0.5 },
  { path: "/partner-list", priority: 0.5 },
  { path: "/privacyPolicy", priority: 0.3 },
  { path: "/termsAndConditions", priority: 0.3 },
  { path: "/termsOfUse", priority: 0.3 },
  { path: "/data-processing-agreement", priority: 0.3 },
] as const;
