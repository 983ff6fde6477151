import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { startMailbox } from "./mailbox";

/** A blob store in a fresh temporary directory for this test file, removed afterwards. */
export function withTemporaryBlobStore(prefix: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exportly-${prefix}-`));
  beforeAll(() => setBlobStore(new LocalBlobStore(dir)));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * A real in-process SMTP server for this test file (SMTP_URL points at it until the file ends).
 * Read `.current` inside tests: it is set in beforeAll.
 */
export function withMailbox(): { current: Mailbox } {
  const holder = {} as { current: Mailbox };
  beforeAll(async () => {
    holder.current = await startMailbox();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
