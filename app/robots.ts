import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site/metadata";

/** Public pages are for search engines; the API, the workspace and the admin area are not. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/v1/", "/admin", "/settings", "/dashboard", "/exportdocs", "/ebl", "/ebills/"],
      },
    ],
    sitemap: new URL("/sitemap.xml", base).toString(),
    host: base.origin,
  };
}
