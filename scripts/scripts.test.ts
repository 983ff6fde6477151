import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function runScript(script: string, pgliteDir: string, args: string[] = []) {
  // An empty DATABASE_URL means the embedded database.
  const env = { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: "" };
  return spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), path.join(root, "scripts", script), ...args],
    {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 120_000,
    },
  );
}

describe("database scripts", () => {
  it("refuse to open the embedded database while another process holds it", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "exportly-scripts-")), "db");
    // This test process plays the running server.
    fs.writeFileSync(`${dir}.lock`, String(process.pid));
    const result = runScript("migrate.ts", dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`in use by process ${process.pid}`));
    expect(fs.existsSync(dir)).toBe(false);
  }, 120_000);

  it("create-admin explains its usage and refuses a common password", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "exportly-scripts-")), "db");
    const usage = runScript("create-admin.ts", dir);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run create-admin/);
    const weak = runScript("create-admin.ts", dir, ["--email", "boss@example.com", "--password", "password1"]);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/Admin not created/);
  }, 120_000);
});
