import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { notify } from "./notify";

let asha: TestUser;
let ben: TestUser;

beforeAll(async () => {
  [asha, ben] = await Promise.all([registerTestUser(), registerTestUser()]);
  const db = await getDb();
  // Three notices for Asha, one for Ben. Inserts one after another may share a timestamp (the
  // database clock's resolution), and equal times fall back to the id order, which is random: each
  // notice is given its own minute, so the expected order is the creation order by construction.
  const titles = ["MV Maersk departed INNSA", "ETA moved by 36 hours", "Support replied"];
  for (const [i, title] of titles.entries()) {
    await notify(db, [{ userId: asha.id, kind: "test.notice", title, link: "/trackShipment" }]);
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 24, 9, i)) })
      .where(and(eq(notifications.userId, asha.id), eq(notifications.title, title)));
  }
  await notify(db, [{ userId: ben.id, kind: "test.notice", title: "Ben's notice" }]);
});

const list = (user: TestUser | undefined, query = "") =>
  call(listRoute, { path: `/api/notifications${query}`, token: user?.token });

describe("in-app notifications", () => {
  it("lists only my notices, newest first, keyset-paged, with the unread count", async () => {
    const first = await list(asha, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "Support replied",
      "ETA moved by 36 hours",
    ]);
    expect(first.body.unreadCount).toBe(3);
    const second = await list(asha, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.notifications.map((n: { title: string }) => n.title)).toEqual(["MV Maersk departed INNSA"]);
    expect(second.body.nextCursor).toBeNull();
    expect(first.body.notifications[0]).toMatchObject({ kind: "test.notice", link: "/trackShipment", readAt: null });
  });

  it("marks my notices read, ignores ids that are not mine, and filters unread", async () => {
    const { body } = await list(asha);
    const [newest] = body.notifications;
    const benNotice = (await list(ben)).body.notifications[0];
    const marked = await call(readRoute, {
      method: "POST",
      token: asha.token,
      json: { ids: [newest.id, benNotice.id] },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ unreadCount: 2 });
    // Ben's notice is untouched by Asha's request.
    expect((await list(ben)).body.unreadCount).toBe(1);
    const unread = await list(asha, "?unread=true");
    expect(unread.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "ETA moved by 36 hours",
      "MV Maersk departed INNSA",
    ]);
    const all = await call(readRoute, { method: "POST", token: asha.token, json: { all: true } });
    expect(all.body).toEqual({ unreadCount: 0 });
    expect((await list(asha, "?unread=true")).body.notifications).toEqual([]);
  });

  it("answers 400 naming the field for bad input and 401 without a session", async () => {
    const neither = await call(readRoute, { method: "POST", token: asha.token, json: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/either ids .* or all: true/);
    const both = await call(readRoute, {
      method: "POST",
      token: asha.token,
      json: { ids: [crypto.randomUUID()], all: true },
    });
    expect(both.status).toBe(400);
    const notUuid = await call(readRoute, { method: "POST", token: asha.token, json: { ids: ["x"] } });
    expect(notUuid.status).toBe(400);
    expect(JSON.stringify(notUuid.body.issues)).toContain("ids");
    expect((await list(asha, "?unread=maybe")).status).toBe(400);
    expect((await list(asha, "?cursor=forged")).status).toBe(400);
    expect((await list(undefined)).status).toBe(401);
    expect((await call(readRoute, { method: "POST", json: { all: true } })).status).toBe(401);
  });

  it("refuses a link outside the app", async () => {
    const db = await getDb();
    await expect(
      notify(db, [{ userId: asha.id, kind: "test.notice", title: "x", link: "https://evil.example" }]),
    ).rejects.toThrow(/inside the app/);
    await expect(notify(db, [{ userId: asha.id, kind: "test.notice", title: "x", link: "//evil" }])).rejects.toThrow();
  });
});
