import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { Suspense, type ReactNode } from "react";
import { PageViewTracker } from "@/components/page-view-tracker";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Exportly", template: "%s · Exportly" },
  description:
    "Export trade documents, electronic bills of lading and shipment tracking for exporters and their trade network.",
  applicationName: "Exportly",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f1f33" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts carry that request's CSP nonce (proxy.ts,
  // docs/security.md). A page rendered at build time would carry none and its scripts would be refused.
  await connection();
  return (
    <html lang="en">
      <body>
        {children}
        <Suspense fallback={null}>
          <PageViewTracker />
        </Suspense>
      </body>
    </html>
  );
}
