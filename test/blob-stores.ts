import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { LocalBlobStore, setBlobStore, type BlobStore } from "@/lib/storage/blob-store";
import { S3BlobStore, s3BlobStoreFromEnv } from "@/lib/storage/s3-blob-store";

/** Every blob store driver; suites that store files run once per driver (`describe.each`). */
export const BLOB_STORE_DRIVERS = ["local", "s3"] as const;
export type BlobStoreDriver = (typeof BLOB_STORE_DRIVERS)[number];

export type TestBlobStore = {
  store: BlobStore;
  /** Every object the store holds, blobs and temporary files alike. */
  objects(): Promise<string[]>;
  /** Whether the store holds the blob with this digest. */
  has(sha256: string): Promise<boolean>;
};

const S3_BUCKET = "exportly-test";

/**
 * A real S3-compatible server, s3rver, in this process on an ephemeral loopback port, with one
 * empty bucket in a temporary directory. The store is made from the same environment variables
 * the app reads (docs/storage.md).
 */
export async function startS3Server(): Promise<{
  store: S3BlobStore;
  /** Every key in the bucket, temporary uploads included. */
  objects: () => Promise<string[]>;
  close: () => Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const store = s3BlobStoreFromEnv({
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed development credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  })!;
  return {
    store,
    objects: () => listKeys(store.client, store.bucket),
    close: async () => {
      store.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The process-wide blob store of this suite, on the given driver, removed after the suite. */
export function withBlobStore(driver: BlobStoreDriver, prefix: string): TestBlobStore {
  let current: TestBlobStore | undefined;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (driver === "local") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exportly-${prefix}-`));
      const store = new LocalBlobStore(dir);
      current = {
        store,
        objects: async () => walk(dir),
        has: async (sha256) => fs.existsSync(path.join(dir, sha256.slice(0, 2), sha256)),
      };
      close = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const server = await startS3Server();
      current = {
        store: server.store,
        objects: server.objects,
        has: async (sha256) => (await server.objects()).includes(`blobs/${sha256}`),
      };
      close = server.close;
    }
    setBlobStore(current.store);
  });
  afterAll(() => close());
  const started = () => {
    if (!current) throw new Error("withBlobStore: read the store inside a test");
    return current;
  };
  return {
    get store() {
      return started().store;
    },
    objects: () => started().objects(),
    has: (sha256) => started().has(sha256),
  };
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [path.relative(dir, full)];
  });
}

async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}
