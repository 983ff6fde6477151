import { describe, expect, it } from "vitest";
import { generateWebhookSecret, secretKeyBytes, signBody, verifySignature } from "./signature";

// Key = bytes 0x00..0x1f; expected digest computed with OpenSSL, outside this code:
//   printf '[{"eventID":"x"}]' | openssl dgst -sha256 -mac HMAC \
//     -macopt hexkey:000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
const SECRET = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";
const BODY = '[{"eventID":"x"}]';
const EXPECTED = "sha256=bf0dd099a1a7dc660ab23cd057f4b5db2d40a25110b9b27b66898b81900a9572";

describe("DCSA notification signature", () => {
  it("signs the raw body with the secret's decoded bytes (OpenSSL vector)", () => {
    expect(signBody(SECRET, BODY)).toBe(EXPECTED);
  });

  it("verifies the right signature, in either letter case, and refuses everything else", () => {
    const body = Buffer.from(BODY);
    expect(verifySignature(SECRET, body, EXPECTED)).toBe(true);
    expect(verifySignature(SECRET, body, EXPECTED.toUpperCase().replace("SHA256=", "sha256="))).toBe(true);
    expect(verifySignature(SECRET, Buffer.from(BODY.replace("x", "y")), EXPECTED)).toBe(false);
    expect(verifySignature(generateWebhookSecret(), body, EXPECTED)).toBe(false);
    expect(verifySignature(SECRET, body, null)).toBe(false);
    expect(verifySignature(SECRET, body, "")).toBe(false);
    expect(verifySignature(SECRET, body, EXPECTED.replace("sha256=", "sha1="))).toBe(false);
    expect(verifySignature(SECRET, body, EXPECTED.slice(0, -2))).toBe(false);
    expect(verifySignature(SECRET, body, `${EXPECTED}00`)).toBe(false);
  });

  it("accepts secrets of 32 to 64 bytes in base64 only", () => {
    expect(secretKeyBytes(Buffer.alloc(31, 1).toString("base64"))).toBeNull();
    expect(secretKeyBytes(Buffer.alloc(32, 1).toString("base64"))?.length).toBe(32);
    expect(secretKeyBytes(Buffer.alloc(64, 1).toString("base64"))?.length).toBe(64);
    expect(secretKeyBytes(Buffer.alloc(65, 1).toString("base64"))).toBeNull();
    expect(secretKeyBytes("not base64 at all, but long enough to be 32 bytes!!")).toBeNull();
    expect(Buffer.from(generateWebhookSecret(), "base64").length).toBe(32);
  });
});
