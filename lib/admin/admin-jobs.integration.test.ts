import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/admin/jobs/[queue]/[id]/cancel/route";
import { POST as retry } from "@/app/api/admin/jobs/[queue]/[id]/retry/route";
import { GET as jobs } from "@/app/api/admin/jobs/route";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { enqueue, work } from "@/lib/jobs/queue";
import { auditLog } from "@/models";
import { createTestAdmin, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("/api/admin/jobs", () => {
  it("shows counts and failed jobs with their error, pages them, and retries one", async () => {
    let failing = true;
    await work(
      "admin.test-fail",
      async () => {
        if (failing) throw new Error("the remote service said no");
        return { ok: true };
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const ids = [
      await enqueue("admin.test-fail", { n: 1 }, { retryLimit: 0 }),
      await enqueue("admin.test-fail", { n: 2 }, { retryLimit: 0 }),
    ];
    const boss = await getBoss();
    for (const id of ids) {
      await until(
        () => boss.getJobById("admin.test-fail", id!),
        (j) => j?.state === "failed",
      );
    }

    const page1 = await call(jobs, { token: admin.token, path: "/api/admin/jobs?queue=admin.test-fail&limit=1" });
    expect(page1.status).toBe(200);
    expect(page1.body.queues).toEqual(expect.arrayContaining([{ name: "admin.test-fail", state: "failed", count: 2 }]));
    expect(page1.body.failed).toHaveLength(1);
    expect(page1.body.failed[0]).toMatchObject({
      queue: "admin.test-fail",
      state: "failed",
      error: "the remote service said no",
    });
    const page2 = await call(jobs, {
      token: admin.token,
      path: `/api/admin/jobs?queue=admin.test-fail&limit=1&cursor=${page1.body.nextCursor}`,
    });
    expect(page2.body.failed).toHaveLength(1);
    expect(page2.body.nextCursor).toBeNull();
    expect([page1.body.failed[0].id, page2.body.failed[0].id].sort()).toEqual([...ids].sort());

    failing = false;
    const target = page1.body.failed[0].id as string;
    const retried = await call(retry, {
      method: "POST",
      token: admin.token,
      params: { queue: "admin.test-fail", id: target },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.job).toMatchObject({ id: target, state: "retry" });
    const done = await until(
      () => boss.getJobById("admin.test-fail", target),
      (j) => j?.state === "completed",
    );
    expect(done?.state).toBe("completed");
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target), eq(auditLog.action, "job.retried")));
    expect(entries).toHaveLength(1);

    // A completed job cannot be retried or cancelled.
    const again = await call(retry, {
      method: "POST",
      token: admin.token,
      params: { queue: "admin.test-fail", id: target },
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe("unprocessable");
  });

  it("cancels a waiting job, and answers 404 for an unknown job or a malformed queue name", async () => {
    const id = await enqueue("admin.test-later", {}, { startAfter: 3600 });
    const res = await call(cancel, {
      method: "POST",
      token: admin.token,
      params: { queue: "admin.test-later", id: id! },
    });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ id, state: "cancelled" });
    const twice = await call(cancel, {
      method: "POST",
      token: admin.token,
      params: { queue: "admin.test-later", id: id! },
    });
    expect(twice.status).toBe(422);
    const unknown = await call(cancel, {
      method: "POST",
      token: admin.token,
      params: { queue: "admin.test-later", id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
    const bad = await call(retry, {
      method: "POST",
      token: admin.token,
      params: { queue: "no spaces/here", id: id! },
    });
    expect(bad.status).toBe(404);
  });
});
