import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // `server-only` throws outside a React Server environment (docs/architecture.md §7).
  "server-only": path.join(root, "test", "empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // PGlite costs ~400 MB per test file; two files at a time fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
            "components/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
          // Route handlers run in-process, with no front server to read a socket: each test names
          // its client address in X-Forwarded-For (test/http.ts), believed with one trusted proxy.
          env: { TRUST_PROXY: "1" },
          // The first test that touches UN/LOCODE or HS data reads it from disk: over 5 s on the shared 2-core machine under load.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["lib/**/*.integration.test.ts", "app/**/*.integration.test.ts"],
          environment: "node",
          env: { TRUST_PROXY: "1" },
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/setup-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
