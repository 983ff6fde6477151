import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { call } from "@/test/http";
import { checkHealth } from "./check-health";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-health-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("GET /api/health", () => {
  it("answers 200 with the database and the blob store ok", async () => {
    setBlobStore(new LocalBlobStore(path.join(dir, "files")));
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      database: { status: "ok", driver: expect.stringMatching(/^(pglite|postgres)$/) },
      storage: { status: "ok" },
    });
    expect(res.body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.body.storage.latencyMs).toBeGreaterThanOrEqual(0);
    // The job queue: its counts per queue and state, and the age of the oldest waiting job.
    expect(res.body.queue).toMatchObject({ status: "ok", queues: expect.any(Array) });
    expect(res.body.queue).toHaveProperty("oldestWaitingSeconds");
    // The probe left its one fixed blob behind, and only that.
    const shards = fs.readdirSync(path.join(dir, "files")).filter((name) => name !== ".tmp");
    expect(shards).toHaveLength(1);
  });

  it("answers 503 with storage down when the store's directory cannot be written", async () => {
    // A path below a regular file: no process, root included, can create directories there.
    const file = path.join(dir, "not-a-directory");
    fs.writeFileSync(file, "x");
    setBlobStore(new LocalBlobStore(path.join(file, "files")));
    const res = await call(health);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: "degraded",
      database: { status: "ok" },
      storage: { status: "down", latencyMs: null },
    });
  });

  it("reports further checks, down when one fails", async () => {
    const store = new LocalBlobStore(path.join(dir, "files"));
    const up = await checkHealth({
      store,
      checks: [{ name: "queue", run: async () => ({ queues: { mail: 0 }, oldestWaitingSeconds: null }) }],
    });
    expect(up.status).toBe("ok");
    expect(up.queue).toMatchObject({ status: "ok", queues: { mail: 0 }, oldestWaitingSeconds: null });
    const down = await checkHealth({
      store,
      checks: [{ name: "queue", run: () => Promise.reject(new Error("redis refused")) }],
    });
    expect(down.status).toBe("degraded");
    expect(down.queue).toEqual({ status: "down", latencyMs: null });
  });
});
