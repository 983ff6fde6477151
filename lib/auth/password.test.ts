import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, verifyPassword } from "./password";

describe("passwords", () => {
  it("knows the most common passwords, case-insensitively", () => {
    expect(isCommonPassword("password123")).toBe(true);
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("Correct-Horse-Battery-9")).toBe(false);
  });

  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("Correct-Horse-Battery-9");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "Correct-Horse-Battery-9")).toBe(true);
    expect(await verifyPassword(hash, "correct-horse-battery-9")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});
