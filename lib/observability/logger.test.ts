import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs test/log-during-request.ts and returns the JSON lines the real logger wrote to stdout. */
function run(env: Record<string, string>): Record<string, unknown>[] {
  const child = spawnSync(process.execPath, ["--import", "tsx", "test/log-during-request.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    encoding: "utf8",
  });
  expect(child.stderr).toBe("");
  expect(child.status).toBe(0);
  return child.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("logger", () => {
  it("puts the request's id on every line logged during the request, and not after it", () => {
    const lines = run({ INCOMING_REQUEST_ID: "edge-7f3a.1" });
    expect(lines.map((l) => l.msg)).toEqual([
      "inside the request",
      "still inside, after an await",
      "outside the request",
    ]);
    expect(lines[0]).toMatchObject({ level: "info", requestId: "edge-7f3a.1", step: "handler" });
    expect(lines[1]).toMatchObject({ level: "warn", requestId: "edge-7f3a.1" });
    expect(lines[2]).not.toHaveProperty("requestId");
    expect(lines[2]!.answered).toBe("edge-7f3a.1");
    for (const line of lines) expect(typeof line.time).toBe("string");
  });

  it("replaces an incoming id that is not a sane token with a generated one", () => {
    const lines = run({ INCOMING_REQUEST_ID: "bad id with spaces {}" });
    const id = lines[0]!.requestId as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]!.requestId).toBe(id);
    expect(lines[2]!.answered).toBe(id);
  });

  it("honours LOG_LEVEL", () => {
    const lines = run({ LOG_LEVEL: "warn" });
    expect(lines.map((l) => l.level)).toEqual(["warn", "warn"]);
  });

  it("falls back to info for an unknown LOG_LEVEL instead of failing", () => {
    const lines = run({ LOG_LEVEL: "verbose" });
    expect(lines.map((l) => l.level)).toEqual(["info", "warn", "warn"]);
  });
});
