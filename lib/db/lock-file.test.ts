import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireLockFile } from "./lock-file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-lock-"));
const lockPath = path.join(dir, "db.lock");
afterEach(() => fs.rmSync(lockPath, { force: true }));

describe("acquireLockFile", () => {
  it("takes the lock, refuses a second holder in the same process, and releases", () => {
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    expect(() => acquireLockFile(lockPath)).toThrow(/already open in this process/);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses while another live process holds it", () => {
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireLockFile(lockPath)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that has exited", () => {
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });
});
