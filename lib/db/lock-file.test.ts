import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acquireLockFile, identityOf } from "./lock-file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-lock-"));
const lockPath = path.join(dir, "db.lock");
afterEach(() => fs.rmSync(lockPath, { force: true }));
const onLinux = fs.existsSync("/proc/self/stat");

/** Another live process (a sleeping node), to stand for the server holding the lock or for a reused pid. */
let other: ReturnType<typeof spawn>;
beforeAll(async () => {
  other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  await new Promise((resolve) => other.once("spawn", resolve));
});
afterAll(() => other.kill("SIGKILL"));

describe("acquireLockFile", () => {
  it("takes the lock, refuses a second holder in the same process, and releases", () => {
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(identityOf(process.pid));
    expect(fs.readFileSync(lockPath, "utf8").split(" ")[0]).toBe(String(process.pid));
    expect(() => acquireLockFile(lockPath)).toThrow(/already open in this process/);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses while another live process holds it (its full identity, or its pid alone as older versions wrote)", () => {
    for (const content of [identityOf(other.pid!), String(other.pid)]) {
      fs.writeFileSync(lockPath, content);
      expect(() => acquireLockFile(lockPath)).toThrow(new RegExp(`in use by process ${other.pid}`));
      expect(fs.readFileSync(lockPath, "utf8")).toBe(content);
    }
  });

  it("takes over a lock left by a process that has exited", () => {
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(identityOf(process.pid));
    release();
  });

  it.runIf(onLinux)("takes over a dead holder's lock whose pid now belongs to another live process", () => {
    // The killed server started at another time than the live process that has its pid now.
    const [, startTime, bootId] = identityOf(other.pid!).split(" ");
    fs.writeFileSync(lockPath, `${other.pid} ${Number(startTime) - 1} ${bootId}`);
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(identityOf(process.pid));
    release();
  });

  it.runIf(onLinux)(
    "takes over a lock of an earlier process with this very pid (a restarted container's pid 1)",
    () => {
      const [pid, startTime, bootId] = identityOf(process.pid).split(" ");
      fs.writeFileSync(lockPath, `${pid} ${Number(startTime) - 1} ${bootId}`);
      const release = acquireLockFile(lockPath);
      expect(fs.readFileSync(lockPath, "utf8")).toBe(identityOf(process.pid));
      release();
    },
  );

  it.runIf(onLinux)("takes over a lock written before the machine last booted", () => {
    const [pid, startTime] = identityOf(other.pid!).split(" ");
    fs.writeFileSync(lockPath, `${pid} ${startTime} 00000000-0000-4000-8000-000000000000`);
    const release = acquireLockFile(lockPath);
    release();
  });
});
