import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as invite } from "@/app/api/network/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { getDb } from "@/lib/db/client";
import { NOTICES_TO_STRANGERS_PER_DAY } from "@/lib/limits/limits";
import { shipmentShares } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, uniqueEmail } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";

const inbox = withMailbox();

async function newShipment(owner: TestUser) {
  const res = await call(createShipment, {
    method: "POST",
    token: owner.token,
    json: {
      reference: `SH-${Math.random().toString(36).slice(2, 9)}`,
      templates: ["commercial_invoice", "packing_list"],
    },
  });
  expect(res.status).toBe(201);
  return res.body.shipment as { id: string };
}

const shareWith = (owner: TestUser, shipmentId: string, email: string, access: "read" | "edit") =>
  call(share, {
    method: "PUT",
    token: owner.token,
    json: { shipmentId, email, forms: [{ name: "commercial_invoice", access }] },
  });

const mailsTo = (email: string) => inbox.current.received.filter((m) => m.to.includes(email));

describe("share and invitation notices are no mail relay", () => {
  it("mails a sharee once an hour at most when the sharer toggles access back and forth", async () => {
    const owner = await registerTestUser();
    const sharee = await registerTestUser({ role: "bank" });
    const shipment = await newShipment(owner);
    for (const access of ["read", "edit", "read", "edit"] as const) {
      expect((await shareWith(owner, shipment.id, sharee.email, access)).status).toBe(200);
    }
    await inbox.current.settled();
    const notices = mailsTo(sharee.email).filter((m) => /shipment/.test(m.subject));
    expect(notices).toHaveLength(1);
    // The share itself follows every change.
    const [row] = await (await getDb()).select().from(shipmentShares).where(eq(shipmentShares.shipmentId, shipment.id));
    expect(row?.forms).toEqual([{ name: "commercial_invoice", access: "edit" }]);
  });

  it("caps notices to addresses without a proven account per sender and day, shares and invitations together", async () => {
    const owner = await registerTestUser();
    const shipment = await newShipment(owner);
    for (let i = 0; i < NOTICES_TO_STRANGERS_PER_DAY - 1; i++) {
      expect((await shareWith(owner, shipment.id, uniqueEmail("stranger"), "read")).status).toBe(200);
    }
    expect((await call(invite, { method: "POST", token: owner.token, json: { email: uniqueEmail("x") } })).status).toBe(
      201,
    );
    const refusedAddress = uniqueEmail("stranger");
    const refused = await shareWith(owner, shipment.id, refusedAddress, "read");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    const invited = await call(invite, { method: "POST", token: owner.token, json: { email: uniqueEmail("y") } });
    expect(invited.status).toBe(429);
    // Nothing was saved or sent for the refused share.
    const rows = await (await getDb()).select().from(shipmentShares).where(eq(shipmentShares.email, refusedAddress));
    expect(rows).toEqual([]);
    await inbox.current.settled();
    expect(mailsTo(refusedAddress)).toEqual([]);
    // Members who proved their address are not strangers: sharing with them goes on.
    const member = await registerTestUser({ role: "bank" });
    expect((await shareWith(owner, shipment.id, member.email, "read")).status).toBe(200);
    await inbox.current.settled();
  });
});
