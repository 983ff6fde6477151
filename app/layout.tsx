import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { PageViewTracker } from "@/components/page-view-tracker";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Exportly", template: "%s · Exportly" },
  description:
    "Export trade documents, electronic bills of lading and shipment tracking for exporters and their trade network.",
  applicationName: "Exportly",
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f1f33" };

export default function RootLayout({ children }: { children: ReactNode }) {
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
