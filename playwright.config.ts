import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT } from "./e2e/fixtures/ports";

/**
 * End-to-end tests against `next start` (a production build), in Debian's Chromium: never a
 * downloaded browser. Mail goes to an in-process SMTP server started in global setup.
 * With TEST_DATABASE_URL the server runs on that PostgreSQL database; otherwise on a fresh
 * PGlite directory under e2e/.data.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // Never retried: a test that fails once has a cause to fix (a retry would hide a flake).
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "api", testDir: "e2e/api" },
    { name: "ui", testDir: "e2e/ui", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node e2e/serve.mjs",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: "Exportly <no-reply@exportly.test>",
      // Each test names its own client address in X-Forwarded-For, so throttling tests do not lock out the others.
      TRUST_PROXY: "1",
      // The admin bootstrap at start is itself under test (e2e/ui/admin.spec.ts).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: "1",
      // Required in production (the server refuses to start without it): the address the tests use.
      SITE_URL: E2E_BASE_URL,
    },
  },
});
