import { afterEach, describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

const KEY = Buffer.alloc(32, 7).toString("base64");

afterEach(() => {
  delete process.env.TRACKING_SECRET_KEY;
});

describe("secret box", () => {
  it("seals with AES-256-GCM when TRACKING_SECRET_KEY is set: the stored form holds no trace of the secret", () => {
    process.env.TRACKING_SECRET_KEY = KEY;
    const sealed = sealSecret("carrier-api-key-123");
    expect(sealed.startsWith("v1:")).toBe(true);
    expect(sealed).not.toContain("carrier-api-key-123");
    expect(Buffer.from(sealed.slice(3), "base64").toString("latin1")).not.toContain("carrier-api-key-123");
    // A fresh nonce each time.
    expect(sealSecret("carrier-api-key-123")).not.toBe(sealed);
    expect(openSecret(sealed)).toBe("carrier-api-key-123");
  });

  it("refuses a tampered value or another key", () => {
    process.env.TRACKING_SECRET_KEY = KEY;
    const sealed = sealSecret("s3cret");
    const raw = Buffer.from(sealed.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => openSecret(`v1:${raw.toString("base64")}`)).toThrow();
    process.env.TRACKING_SECRET_KEY = Buffer.alloc(32, 8).toString("base64");
    expect(() => openSecret(sealed)).toThrow();
  });

  it("stores plainly marked without a key, and still opens those once a key is set", () => {
    const stored = sealSecret("s3cret");
    expect(stored).toBe("plain:s3cret");
    process.env.TRACKING_SECRET_KEY = KEY;
    expect(openSecret(stored)).toBe("s3cret");
  });
});
