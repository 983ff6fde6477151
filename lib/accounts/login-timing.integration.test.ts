import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { call, PASSWORD, uniqueEmail } from "@/test/http";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

describe("POST /api/auth/login timing", () => {
  // Without the dummy verification an unknown email answers in a few ms and a wrong password in
  // tens of ms (argon2): the ratio would be about 0.05–0.1. The bounds are wide so that a loaded
  // machine cannot flake them, yet still catch a missing dummy verification.
  it("spends comparable time on an unknown email and on a wrong password", async () => {
    const email = uniqueEmail();
    await call(register, {
      method: "POST",
      json: { email, password: PASSWORD, firstName: "A", lastName: "B", role: "exporter" },
    });
    // Warm-up: the dummy hash is computed on first use.
    await call(login, { method: "POST", json: { email: uniqueEmail(), password: "Warm-up-pass-1" } });
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await timed(() => call(login, { method: "POST", json: { email, password: `Wrong-pass-${i}` } })));
      unknown.push(
        await timed(() => call(login, { method: "POST", json: { email: uniqueEmail(), password: `Wrong-pass-${i}` } })),
      );
    }
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3.5);
  });
});
