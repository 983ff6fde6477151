import { eq, sql } from "drizzle-orm";
import { register } from "prom-client";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import { mailOutbox } from "@/models";
import { startSmtpSink } from "@/test/smtp-sink";
import { configureJobs, getBoss } from "./boss";
import { enqueue, schedule, work } from "./queue";

// Short intervals so expiry, retries and the cron clock act within seconds (docs/jobs.md has the production values).
configureJobs({
  boss: { maintenanceIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
  queues: { "mail.send": { retryLimit: 3, retryDelay: 1, retryBackoff: false } },
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const jobById = async (queue: string, id: string) => (await getBoss()).getJobById(queue, id);

beforeAll(async () => {
  const db = await getDb();
  await db.execute(sql`create table job_effects (job_id uuid primary key, runs integer not null default 1)`);
});

describe("job queue", () => {
  it("retries a failing job with exponential backoff, then completes it", async () => {
    const attempts: { retryCount: number; startAfter: Date; failedAt?: number }[] = [];
    await work<{ n: number }>(
      "test.retry",
      async (_data, job) => {
        const attempt: (typeof attempts)[number] = { retryCount: job.retryCount, startAfter: job.startAfter };
        attempts.push(attempt);
        if (job.retryCount < 2) {
          attempt.failedAt = Date.now();
          throw new Error(`attempt ${job.retryCount + 1} failed`);
        }
        return { done: true };
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const id = await enqueue("test.retry", { n: 1 }, { retryLimit: 3, retryDelay: 1, retryBackoff: true });
    const job = await until(
      () => jobById("test.retry", id!),
      (j) => j?.state === "completed",
    );
    expect(job).toMatchObject({ state: "completed", retryCount: 2, output: { done: true } });
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // pg-boss's backoff: delay · 2^(n+1)/2 · (1 + random): 1–2 s after the first failure, 2–4 s after the second.
    const gap1 = attempts[1]!.startAfter.getTime() - attempts[0]!.failedAt!;
    const gap2 = attempts[2]!.startAfter.getTime() - attempts[1]!.failedAt!;
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap2).toBeGreaterThanOrEqual(1900);
    expect(gap2).toBeGreaterThan(gap1);
    // Each attempt is counted on prom-client's default registry (lib/jobs/metrics.ts).
    const counted = (await register.getSingleMetric("exportly_jobs_total")!.get()).values;
    expect(counted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ labels: { queue: "test.retry", outcome: "failed" }, value: 2 }),
        expect.objectContaining({ labels: { queue: "test.retry", outcome: "completed" }, value: 1 }),
      ]),
    );
    const durations = (await register.getSingleMetric("exportly_job_duration_seconds")!.get()).values;
    expect(durations).toContainEqual(
      expect.objectContaining({
        metricName: "exportly_job_duration_seconds_count",
        labels: { queue: "test.retry", outcome: "completed" },
        value: 1,
      }),
    );
  });

  it("puts a job whose handler keeps failing in the failed state with its error", async () => {
    await work("test.fail", async () => {
      throw new Error("the carrier refused the request");
    });
    const id = await enqueue("test.fail", {}, { retryLimit: 0 });
    const job = await until(
      () => jobById("test.fail", id!),
      (j) => j?.state === "failed",
    );
    expect(job?.state).toBe("failed");
    expect(job?.output).toMatchObject({ message: "the carrier refused the request" });
  });

  it("retries a job whose worker died mid-run once it expires, and its effect happens once", async () => {
    const boss = await getBoss();
    const id = await enqueue("test.crash", { step: "effect" }, { expireInSeconds: 1, retryLimit: 2, retryDelay: 0 });
    // A worker takes the job and dies before completing it: the job stays active, nobody will finish it.
    const [taken] = await boss.fetch("test.crash");
    expect(taken?.id).toBe(id);
    expect((await jobById("test.crash", id!))?.state).toBe("active");

    const db = await getDb();
    await work(
      "test.crash",
      async (_data, job) => {
        // The effect and its idempotency key commit together: a second run would update, not add.
        await db.execute(
          sql`insert into job_effects (job_id) values (${job.id}) on conflict (job_id) do update set runs = job_effects.runs + 1`,
        );
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const job = await until(
      () => jobById("test.crash", id!),
      (j) => j?.state === "completed",
    );
    expect(job).toMatchObject({ state: "completed", retryCount: 1 });
    // Both drivers answer execute() with { rows }.
    const effects = (await db.execute(sql`select runs from job_effects where job_id = ${id}`)) as unknown as {
      rows: { runs: number }[];
    };
    expect(effects.rows).toEqual([{ runs: 1 }]);
  });

  it("fires a schedule", async () => {
    const fired: unknown[] = [];
    await work("test.tick", async (data) => {
      fired.push(data);
    });
    await schedule("test.tick", "* * * * *", { hello: "world" });
    await until(
      async () => fired.length,
      (n) => n > 0,
      60_000,
    );
    expect(fired[0]).toEqual({ hello: "world" });
    expect((await (await getBoss()).getSchedules()).map((s) => s.name)).toContain("test.tick");
  }, 70_000);

  it("delivers a mail once, with its stable Message-ID, after the SMTP server refused the first attempt", async () => {
    const raws: string[] = [];
    let refused = 0;
    const sink = await startSmtpSink(0, async (raw) => {
      if (refused === 0) {
        refused++;
        throw Object.assign(new Error("try again later"), { responseCode: 451 });
      }
      raws.push(raw.toString("utf8"));
    });
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    try {
      expect(await sendMail({ to: "retry@example.com", subject: "Retried", text: "t", html: "<p>t</p>" })).toBe(
        "queued",
      );
      const db = await getDb();
      const row = await until(
        async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, "retry@example.com")))[0]!,
        (r) => r.status === "sent",
      );
      expect(row).toMatchObject({ status: "sent", attempts: 2, error: null });
      expect(refused).toBe(1);
      expect(raws).toHaveLength(1);
      expect(raws[0]).toMatch(new RegExp(`^Message-ID: <${row.id}@exportly>\\r?$`, "im"));
      const job = await jobById("mail.send", row.id);
      expect(job).toMatchObject({ state: "completed", retryCount: 1 });
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
      await sink.close();
    }
  });
});
