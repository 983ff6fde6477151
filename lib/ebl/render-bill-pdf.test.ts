import { describe, expect, it } from "vitest";
import { pdfPages } from "@/test/pdf-text";
import { sha256Hex } from "./chain/checksum";
import type { ChainEntryPayload, ChainParty } from "./chain/format";
import { partyCodeOf } from "./chain/format";
import type { EntryDto, EnvelopeDto, PartyDto } from "./contract";
import { renderBillPdf } from "./render-bill-pdf";
import { decodeBase64url } from "./verifier/base64url";
import {
  buildBundle,
  buildRandomBundle,
  generateTestKey,
  TEST_PARTIES,
  testTransportDocument,
  type BuiltBundle,
  type Step,
} from "./verifier/build-bundle";
import { verifyBundle } from "./verifier/verify-bundle";

const { carrier, shipper, bank, consignee } = TEST_PARTIES;
const partyDto = (party: ChainParty | undefined): PartyDto | null =>
  party
    ? {
        id: partyCodeOf(party)!,
        name: `Signatory of ${party.partyName}`,
        company: party.partyName,
        companyVerified: true,
        role: "exporter",
      }
    : null;
const byId = (id: string): PartyDto => {
  const party = Object.values(TEST_PARTIES).find((p) => p.id === id)!;
  return { id, name: `Signatory of ${party.name}`, company: party.name, companyVerified: true, role: "exporter" };
};

/** The DTOs the API would return for a built bundle (what the export endpoint's caller holds). */
async function dtos(
  built: BuiltBundle,
  overrides: Partial<EnvelopeDto> = {},
): Promise<{ envelope: EnvelopeDto; entries: EntryDto[] }> {
  const entries = await Promise.all(
    built.entries.map(async (jws, index): Promise<EntryDto> => {
      const payload = JSON.parse(new TextDecoder().decode(decodeBase64url(jws.split(".")[1]!)!)) as ChainEntryPayload;
      const transaction = payload.transactions[0]!;
      return {
        sequence: index + 1,
        actionCode: transaction.actionCode,
        actor: partyDto(transaction.actor)!,
        recipient: partyDto(transaction.recipient),
        actionDateTime: transaction.actionDateTime,
        reasonCode: null,
        comments: null,
        checksum: await sha256Hex(jws),
        previousChecksum: payload.previousEnvelopeTransferChainEntrySignedContentChecksum ?? null,
        signedContent: jws,
      };
    }),
  );
  const state = built.state;
  const report = await verifyBundle(built.bundle);
  const envelope: EnvelopeDto = {
    id: "0190a6c1-0000-7000-8000-0000000000e1",
    status: state.status,
    transportDocument: built.bundle.transportDocument,
    documentChecksum: report.documentChecksum,
    issuer: byId(state.issuer),
    shipper: byId(state.shipper),
    consignee: state.consignee ? byId(state.consignee) : null,
    possessor: state.possessor ? byId(state.possessor) : null,
    endorsee: state.endorsee ? byId(state.endorsee) : null,
    isToOrder: state.isToOrder,
    blankEndorsed: state.blankEndorsed,
    lastEntryChecksum: entries.at(-1)!.checksum,
    shipmentId: null,
    shipmentReference: null,
    issueProblems: null,
    createdBy: carrier.id,
    availableActions: [],
    viewerRoles: ["issuer"],
    voidReason: null,
    replacedById: null,
    draftVersion: 1,
    draftDeclinedAt: null,
    createdAt: "2026-03-02T05:00:00.000Z",
    updatedAt: entries.at(-1)!.actionDateTime,
    ...overrides,
  };
  return { envelope, entries };
}

const squash = (pages: string[]) => pages.join(" ").replace(/\s+/g, " ");

describe("renderBillPdf", () => {
  it("prints the bill like a bill of lading, with the holder, the chain of custody and how to verify", async () => {
    const steps: Step[] = [
      { action: "ISSUE", actor: carrier.id, recipient: shipper.id },
      { action: "ENDORSE_TO_ORDER", actor: shipper.id, recipient: bank.id },
      { action: "ENDORSE", actor: bank.id, recipient: consignee.id },
    ];
    const platformKey = await generateTestKey();
    const built = await buildBundle({ steps, keys: [platformKey] });
    const { envelope, entries } = await dtos(built);
    // As the server prints: verified against the platform's own published keys.
    const verification = await verifyBundle(built.text, { trustedKeys: { keys: [platformKey.publicJwk] } });
    const pdf = await renderBillPdf({ envelope, entries, verification });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = squash(await pdfPages(pdf));

    for (const expected of [
      "BILL OF LADING",
      "BALU123456789",
      "Shimla Spice Exports Pvt Ltd",
      "Mall Road 12",
      "To order",
      "Endorsed to Müller Feinkost GmbH",
      "Notify party",
      "Blue Anchor Lines Ltd",
      "Blue Anchor Pride, voyage 214W",
      "Port of loading INNSA",
      "Port of discharge DEHAM",
      "Mumbai (INBOM), 2026-03-02",
      "Black pepper, whole, in jute bags",
      "HS 090411, 090831",
      "SSE/HAM/01-400",
      "BALU1234565",
      "SL-778812",
      "400 Jute bags",
      "18,250.5 kg",
      "Total: 400 packages, 18,250.5 kg gross",
      "2,230 kg",
      "Prepaid",
      "Number of originals One electronic original (1 with charges)",
      "Received in apparent good order",
      "Issued: in circulation",
      "Current holder Müller Feinkost GmbH",
      "CHAIN OF CUSTODY (3 SIGNED ENTRIES)",
      "Endorsed to order",
      "Hanse Trade Bank AG",
      "Verified when printed",
      "/verify",
      "npx exportly-verify bundle.json",
      "/.well-known/jwks.json",
    ])
      expect(text, expected).toContain(expected);
    expect(text).toContain(envelope.documentChecksum!);
    for (const entry of entries) expect(text, `entry ${entry.sequence}`).toContain(entry.checksum);
  });

  it("prints a straight bill's consignee, a failed verification, and a long chain across pages with its header repeated", async () => {
    const built = await buildRandomBundle(70, { isToOrder: false, seed: 4 });
    const { envelope, entries } = await dtos(built);
    expect(envelope.isToOrder).toBe(false);
    const tampered = JSON.parse(built.text);
    tampered.transportDocument.transportDocumentReference = "FORGED";
    const pages = await pdfPages(
      await renderBillPdf({ envelope, entries, verification: await verifyBundle(tampered) }),
    );
    const text = squash(pages);
    expect(pages.length).toBeGreaterThan(2);
    expect(
      pages.filter((page) => page.includes("Entry checksum (SHA-256 of the signed entry)")).length,
    ).toBeGreaterThan(1);
    expect(text).toContain("Consignee Müller Feinkost GmbH Hafenstraße 5");
    expect(text).not.toContain("To order");
    expect(text).toContain("NOT VALID when printed");
    expect(text).toContain("Transport document matches every entry's checksum");
    for (const entry of entries) expect(text).toContain(entry.checksum);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("renders the same bytes twice (the date is the bill's last change)", async () => {
    const built = await buildBundle({
      document: testTransportDocument(),
      steps: [{ action: "ISSUE", actor: carrier.id, recipient: shipper.id }],
      keys: [await generateTestKey()],
    });
    const { envelope, entries } = await dtos(built);
    const [first, second] = await Promise.all([
      renderBillPdf({ envelope, entries }),
      renderBillPdf({ envelope, entries }),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(squash(await pdfPages(first))).toContain("Of the shipper (not yet endorsed)");
  });
});
