import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files by path; bundling it breaks that (docs/architecture.md §7).
  // prom-client keeps its default registry in module state: one copy for every route bundle
  // (docs/operations.md), or each route would count into a registry /api/metrics never reads.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "prom-client"],
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
