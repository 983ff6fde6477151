import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "@/test/blob-stores";
import { BlobNotFoundError } from "./blob-store";
import { S3BlobStore, s3BlobStoreFromEnv } from "./s3-blob-store";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Against a real S3-compatible server (s3rver in this process), never a mock of the SDK. */
describe("S3BlobStore", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let store: S3BlobStore;
  beforeAll(async () => {
    server = await startS3Server();
    store = server.store;
  });
  afterAll(() => server.close());

  const keys = async () => {
    const found: string[] = [];
    for await (const digest of store.listOlderThan(new Date(Date.now() + 60_000))) found.push(digest);
    return found;
  };

  it("stores bytes under their SHA-256 and streams them back", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small file");
    const stored = await store.put(Readable.from([bytes]));
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect((await buffer(await store.open(stored.sha256))).equals(bytes)).toBe(true);
    expect(await server.objects()).toEqual([`blobs/${stored.sha256}`]);
  });

  it("streams a file larger than one part (multipart upload) and keeps one copy of the same bytes", async () => {
    const bytes = randomBytes(7 * 1024 * 1024);
    const chunks = Array.from({ length: 7 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const first = await store.put(Readable.from(chunks));
    const second = await store.put(Readable.from([bytes]));
    expect(first).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect(second).toEqual(first);
    expect((await buffer(await store.open(first.sha256))).equals(bytes)).toBe(true);
    expect((await keys()).filter((k) => k === first.sha256)).toHaveLength(1);
  });

  it("stores nothing from a failing source, not even a temporary object, and rejects with the source's error", async () => {
    const before = await server.objects();
    const failure = new Error("the client went away");
    const source = new Readable({ read() {} });
    source.push(randomBytes(6 * 1024 * 1024));
    setImmediate(() => source.destroy(failure));
    await expect(store.put(source)).rejects.toBe(failure);
    expect(await server.objects()).toEqual(before);
  });

  it("answers BlobNotFoundError for a missing blob and a malformed digest; remove is idempotent", async () => {
    const bytes = Buffer.from("%PDF-1.4 to be removed");
    const { sha256 } = await store.put(Readable.from([bytes]));
    await store.remove(sha256);
    await store.remove(sha256);
    await expect(store.open(sha256)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.open("../etc/passwd")).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it("stages under a temporary key, commits to the digest's key, and sweeps only old staged keys", async () => {
    const bytes = Buffer.from("%PDF-1.4 staged first");
    const staged = await store.stage(Readable.from([bytes]));
    expect(staged.sha256).toBe(sha(bytes));
    expect((await server.objects()).filter((key) => key.startsWith("tmp/"))).toHaveLength(1);
    expect(await store.removeStagedOlderThan(new Date(Date.now() - 60_000))).toBe(0);
    await staged.commit();
    expect(await server.objects()).toContain(`blobs/${staged.sha256}`);
    expect((await server.objects()).filter((key) => key.startsWith("tmp/"))).toEqual([]);

    const left = await store.stage(Readable.from([Buffer.from("left by a crash")]));
    expect(await store.removeStagedOlderThan(new Date(Date.now() + 60_000))).toBe(1);
    expect((await server.objects()).filter((key) => key.startsWith("tmp/"))).toEqual([]);
    await left.discard(); // already gone: still fine
  });

  it("lists only the blobs stored before a date", async () => {
    const { sha256 } = await store.put(Readable.from([randomBytes(64)]));
    const past: string[] = [];
    for await (const digest of store.listOlderThan(new Date(Date.now() - 3600_000))) past.push(digest);
    expect(past).not.toContain(sha256);
    expect(await keys()).toContain(sha256);
  });
});

describe("s3BlobStoreFromEnv", () => {
  it("is off without S3_BUCKET, and defaults the region and path-style addressing", async () => {
    expect(s3BlobStoreFromEnv({})).toBeNull();
    const custom = s3BlobStoreFromEnv({ S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000" })!;
    expect(custom.bucket).toBe("b");
    expect(await custom.client.config.region()).toBe("us-east-1");
    expect(custom.client.config.forcePathStyle).toBe(true);
    const aws = s3BlobStoreFromEnv({ S3_BUCKET: "b", S3_REGION: "eu-west-1" })!;
    expect(await aws.client.config.region()).toBe("eu-west-1");
    expect(aws.client.config.forcePathStyle).toBe(false);
    const explicit = s3BlobStoreFromEnv({ S3_BUCKET: "b", S3_ENDPOINT: "http://x", S3_FORCE_PATH_STYLE: "false" })!;
    expect(explicit.client.config.forcePathStyle).toBe(false);
  });
});
