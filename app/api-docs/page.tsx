import type { Metadata } from "next";
import Link from "next/link";
import { SwaggerViewer } from "@/components/api-docs/swagger-viewer";

export const metadata: Metadata = {
  title: "API documentation",
  description: "The Exportly HTTP API: OpenAPI 3.1 document rendered with Swagger UI.",
};

export default function ApiDocsPage() {
  return (
    <>
      {/* Self-hosted viewer (copied from swagger-ui-dist at build): nothing is loaded from another host. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/vendor/swagger-ui/swagger-ui.css" precedence="default" />
      <header
        style={{
          padding: "1rem 1.5rem",
          borderBottom: "1px solid var(--color-border)",
          background: "var(--color-surface)",
          display: "flex",
          gap: "1rem",
          alignItems: "baseline",
          flexWrap: "wrap",
        }}
      >
        <Link href="/" className="brand" style={{ fontSize: "1.25rem" }}>
          Exportly
        </Link>
        <span>
          API documentation · <a href="/api/openapi.json">openapi.json</a>
        </span>
      </header>
      <main style={{ background: "#fff", minHeight: "80vh" }}>
        <h1 className="visually-hidden">Exportly API documentation</h1>
        <SwaggerViewer />
      </main>
    </>
  );
}
