import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files by path; bundling it breaks that (docs/architecture.md §7).
  // prom-client keeps its default registry in module state: one copy for every route bundle
  // (docs/operations.md), or each route would count into a registry /api/metrics never reads.
  // rate-limiter-flexible loads drizzle-orm with a computed import(): both stay plain Node modules, so that
  // import resolves, finds the same drizzle-orm as our code, and the standalone build ships it.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "prom-client", "rate-limiter-flexible", "drizzle-orm"],
  // The Docker image uses the standalone server; `npm start` uses `next start`, which refuses it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Reference data is read from disk at run time (lib/reference/data-file.ts): ship it with the standalone server.
  outputFileTracingIncludes: { "/**": ["./lib/reference/data/**", "./lib/pdf/fonts/**", "./lib/ebl/dcsa/*.yaml"] },
  poweredByHeader: false,
  reactStrictMode: true,
  // The build checks only what it ships; `npm run typecheck` checks everything, tests included.
  typescript: { tsconfigPath: "tsconfig.build.json" },
};

export default nextConfig;
