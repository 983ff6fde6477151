import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("openDatabase on PGlite", () => {
  it("creates, migrates and locks the data directory; a second opener is refused until it closes", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "exportly-db-")), "db");
    const first = await openDatabase({ pgliteDir: dir });
    try {
      expect(first.driver).toBe("pglite");
      const result = (await first.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: unknown[];
      };
      expect(result.rows[0]).toEqual({ n: 0 });
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/already open in this process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});
