import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, HSTS_VALUE } from "./lib/http/security-headers";

/**
 * Static files are answered before proxy.ts and the route wrapper run, so they get their security
 * headers here (docs/security.md). Pages and API answers are left out: a header set here as well
 * would go out twice.
 */
const STATIC_FILE_PATHS = ["/_next/static/:path*", "/vendor/:path*", "/favicon.ico", "/robots.txt", "/sitemap.xml"];

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files by path; bundling it breaks that (docs/architecture.md §7).
  // prom-client keeps its default registry in module state: one copy for every route bundle
  // (docs/operations.md), or each route would count into a registry /api/metrics never reads.
  // rate-limiter-flexible loads drizzle-orm with a computed import(): both stay plain Node modules, so that
  // import resolves, finds the same drizzle-orm as our code, and the standalone build ships it.
  // searoute-js (the tracking map's sea routes) finds no route once bundled: it stays a plain Node module.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pdfkit",
    "prom-client",
    "rate-limiter-flexible",
    "drizzle-orm",
    "searoute-js",
  ],
  // The Docker image uses the standalone server; `npm start` uses `next start`, which refuses it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Reference data and the help articles are read from disk at run time (lib/reference/data-file.ts,
  // lib/support/help-articles.ts): ship them with the standalone server.
  outputFileTracingIncludes: {
    "/**": [
      "./lib/reference/data/**",
      "./lib/pdf/fonts/**",
      "./lib/ebl/dcsa/*.yaml",
      "./lib/tracking/dcsa/*.yaml",
      "./content/help/*.md",
    ],
  },
  poweredByHeader: false,
  async headers() {
    const headers = [
      ...Object.entries(baseSecurityHeaders()).map(([key, value]) => ({ key, value })),
      // A script or stylesheet is not a document; this only matters if one is opened on its own.
      { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
    ];
    const hsts = [{ key: "Strict-Transport-Security", value: HSTS_VALUE }];
    // HSTS when the site is https, or when a proxy in front says this request came over HTTPS.
    const siteIsHttps = process.env.SITE_URL?.trim().startsWith("https://") ?? false;
    return STATIC_FILE_PATHS.flatMap((source) => [
      { source, headers: siteIsHttps ? [...headers, ...hsts] : headers },
      ...(siteIsHttps
        ? []
        : [{ source, has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }], headers: hsts }]),
    ]);
  },
  reactStrictMode: true,
  // The build checks only what it ships; `npm run typecheck` checks everything, tests included.
  typescript: { tsconfigPath: "tsconfig.build.json" },
};

export default nextConfig;
