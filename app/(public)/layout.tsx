import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { siteUrl } from "@/lib/site/metadata";

export const metadata: Metadata = { metadataBase: siteUrl() };

/** The public site: fixed header, the page, the footer. Every page under it is a server component (rendered per request, for the CSP nonce). */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
