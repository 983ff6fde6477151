import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files by path; bundling it breaks that (DESIGN §7).
  // rate-limiter-flexible loads drizzle-orm with a computed import(): both stay plain Node modules, so that
  // import resolves, finds the same drizzle-orm as our code, and the standalone build ships it.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "rate-limiter-flexible", "drizzle-orm"],
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
