import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { blobResponse } from "./blob-response";
import { LocalBlobStore, getBlobStore, setBlobStore } from "./blob-store";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-blob-response-"));
  setBlobStore(new LocalBlobStore(dir));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("blobResponse", () => {
  it("streams a stored file privately, with its type and a safe disposition", async () => {
    const { sha256, size } = await getBlobStore().put(Readable.from([Buffer.from("%PDF-1.4 hello")]));
    const response = await blobResponse({ sha256, size, contentType: "application/pdf", filename: "請求書 1.pdf" });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="??? 1.pdf"; filename*=UTF-8''${encodeURIComponent("請求書")}%201.pdf`,
    );
    expect(await response.text()).toBe("%PDF-1.4 hello");
  });

  it("answers 404 with a message when the bytes are missing", async () => {
    const error = await blobResponse({
      sha256: "a".repeat(64),
      size: 1,
      contentType: "image/png",
      filename: "x.png",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
  });
});
