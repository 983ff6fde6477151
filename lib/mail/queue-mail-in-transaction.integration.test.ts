import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/models";
import { withMailbox } from "@/test/suite-fixtures";
import { queueMailInTransaction } from "./queue-mail-in-transaction";

const mailbox = withMailbox();

describe("queueMailInTransaction", () => {
  it("sends the mail once its transaction commits, with its Reply-To, and keeps the headers on the row", async () => {
    const db = await getDb();
    const id = await db.transaction((tx) =>
      queueMailInTransaction(tx, {
        to: "committed@example.com",
        subject: "Committed",
        text: "t",
        html: "<p>t</p>",
        headers: { replyTo: "reply@example.com", inReplyTo: "<root@exportly>", references: ["<root@exportly>"] },
      }),
    );
    const mail = await mailbox.current.waitFor("committed@example.com", /Committed/);
    expect(mail.text.trim()).toBe("t");
    await mailbox.current.settled();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: "sent",
      headers: { replyTo: "reply@example.com", inReplyTo: "<root@exportly>", references: ["<root@exportly>"] },
    });
  });

  it("sends every mail of a transaction that queued several", async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3])
        await queueMailInTransaction(tx, {
          to: `several-${n}@example.com`,
          subject: `Several ${n}`,
          text: "t",
          html: "t",
        });
    });
    for (const n of [1, 2, 3]) await mailbox.current.waitFor(`several-${n}@example.com`, new RegExp(`Several ${n}`));
    await mailbox.current.settled();
  });

  it("leaves no mail when its transaction rolls back", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await queueMailInTransaction(tx, {
          to: "rolled-back@example.com",
          subject: "Rolled back",
          text: "t",
          html: "t",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await mailbox.current.settled();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "rolled-back@example.com"))).toEqual([]);
    expect(mailbox.current.received.some((m) => m.to.includes("rolled-back@example.com"))).toBe(false);
  });
});
