import { describe, expect, it } from "vitest";
import { DEFAULT_STORAGE_QUOTA_BYTES, formatBytes, storageQuotaBytes } from "./storage-quota";

describe("storageQuotaBytes", () => {
  it("is 1 GiB unless STORAGE_QUOTA_BYTES says otherwise", () => {
    expect(storageQuotaBytes({})).toBe(DEFAULT_STORAGE_QUOTA_BYTES);
    expect(DEFAULT_STORAGE_QUOTA_BYTES).toBe(1073741824);
    expect(storageQuotaBytes({ STORAGE_QUOTA_BYTES: " 5368709120 " })).toBe(5 * 1024 ** 3);
    expect(storageQuotaBytes({ STORAGE_QUOTA_BYTES: "0" })).toBe(0);
  });

  it.each(["-1", "1.5", "lots", "1e400"])("refuses %j with a message naming the variable", (value) => {
    expect(() => storageQuotaBytes({ STORAGE_QUOTA_BYTES: value })).toThrow(/STORAGE_QUOTA_BYTES/);
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [1023, "1023 bytes"],
    [1024, "1.00 KiB"],
    [10 * 1024 * 1024, "10.00 MiB"],
    [1024 ** 3, "1.00 GiB"],
    [1.5 * 1024 ** 3, "1.50 GiB"],
  ])("%d is %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
