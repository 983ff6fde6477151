import { describe, expect, it } from "vitest";
import { issueIssues } from "./document";
import { documentAsIssued } from "./issue-check";
import { issueChecklist, plainProblem } from "./issue-checklist";

/**
 * The checklist is fed by the server's own issue check (issueIssues on the draft as issuing writes
 * it), so these tests run that check for real: DCSA's schema through Ajv, then the issue rules.
 */
const stamped = {
  isElectronic: true,
  isToOrder: true,
  documentParties: {
    shipper: {
      partyName: "Asha Exports Private Limited",
      identifyingCodes: [{ codeListProvider: "ZZZ", codeListName: "EXPORTLY", partyCode: "shipper-id" }],
    },
    issuingParty: {
      partyName: "Blue Ocean Lines",
      identifyingCodes: [{ codeListProvider: "ZZZ", codeListName: "EXPORTLY", partyCode: "carrier-id" }],
    },
  },
};
const context = { consigneeId: null, endorseeId: null, isToOrder: true };
const NOW = new Date("2026-11-21T10:00:00Z");
const check = (document: Record<string, unknown>) => {
  const issues = issueIssues(documentAsIssued(document, NOW), context);
  return { issues, checklist: issueChecklist(document, issues, { isToOrder: true }) };
};

const line = (description: string, hs: string, packages: number, weight: number) => ({
  carrierBookingReference: "BKG88231",
  descriptionOfGoods: [description],
  HSCodes: [hs],
  cargoItems: [
    {
      equipmentReference: "MSKU1234565",
      cargoGrossWeight: { value: weight, unit: "KGM" },
      outerPackaging: { numberOfPackages: packages, description: "Cartons" },
    },
  ],
});

/** A complete two-line bill (the e2e fixture's, with a second goods line). */
const complete = {
  ...stamped,
  transportDocumentReference: "EXPL00000001",
  transportDocumentTypeCode: "BOL",
  isShippedOnBoardType: true,
  freightPaymentTermCode: "PRE",
  numberOfOriginalsWithCharges: 1,
  numberOfOriginalsWithoutCharges: 0,
  shippedOnBoardDate: "2026-11-20",
  termsAndConditions: "Carried subject to the carrier's standard terms and conditions of carriage.",
  receiptTypeAtOrigin: "CY",
  deliveryTypeAtDestination: "CY",
  cargoMovementTypeAtOrigin: "FCL",
  cargoMovementTypeAtDestination: "FCL",
  carrierCode: "BOLN",
  carrierCodeListProvider: "SMDG",
  invoicePayableAt: { UNLocationCode: "INNSA" },
  partyContactDetails: [{ name: "Export desk", email: "export.desk@example.com" }],
  documentParties: {
    ...stamped.documentParties,
    issuingParty: {
      ...stamped.documentParties.issuingParty,
      address: { street: "1 Harbour Road", city: "Mumbai", countryCode: "IN" },
    },
  },
  consignmentItems: [line("Cotton shirts", "620520", 40, 1200), line("Linen scarves", "621420", 10, 300)],
  utilizedTransportEquipments: [
    {
      equipment: { equipmentReference: "MSKU1234565", ISOEquipmentCode: "22G1" },
      isShipperOwned: false,
      seals: [{ number: "SEAL4471" }],
    },
  ],
  transports: {
    plannedDepartureDate: "2026-11-22",
    plannedArrivalDate: "2026-12-20",
    portOfLoading: { UNLocationCode: "INNSA" },
    portOfDischarge: { UNLocationCode: "NLRTM" },
    vesselVoyages: [{ vesselName: "MAERSK SELETAR", carrierExportVoyageNumber: "402E" }],
  },
};

/** A draft with nothing filled in but the parties the server writes, a half-started payable-at and contact, and two empty lines. */
const blankDraft = {
  ...stamped,
  invoicePayableAt: {},
  partyContactDetails: [{}],
  consignmentItems: [{ cargoItems: [{}] }, {}],
  utilizedTransportEquipments: [{}],
};

/** Words a person should never read in the checklist. */
const JARGON = /oneOf|anyOf|schema|is required|must match|must NOT|\b[a-z]+[A-Z][a-z]+|\w\.\w|\[\d\]|UNLocationCode/;

const allItems = (checklist: ReturnType<typeof issueChecklist>) => checklist.sections.flatMap((s) => s.items);

describe("the ready-to-issue checklist", () => {
  it("gives M of M for a complete two-line draft, as the issue check finds nothing", () => {
    const { issues, checklist } = check(complete);
    expect(issues).toEqual([]);
    expect(checklist.complete).toBe(true);
    expect(checklist.done).toBe(checklist.total);
    // Both lines are on the list, each with its own items.
    const labels = allItems(checklist).map((item) => item.label);
    expect(labels).toContain("Goods line 1: HS code");
    expect(labels).toContain("Goods line 2: HS code");
  });

  it("turns every oneOf, anyOf and required error of a blank draft into a readable item linked to its field", () => {
    const { issues, checklist } = check(blankDraft);
    const messages = issues.map((issue) => issue.message).join("\n");
    // The cases this is about are really there.
    expect(messages).toMatch(/must match exactly one schema in oneOf/);
    expect(messages).toMatch(/must match a schema in anyOf/);
    expect(messages).toMatch(/is required/);

    const items = allItems(checklist);
    const todo = items.filter((item) => !item.done);
    expect(checklist.complete).toBe(false);
    expect(checklist.done).toBe(items.length - todo.length);
    for (const item of items) {
      expect(item.label).not.toMatch(JARGON);
      if (item.problem) expect(item.problem).not.toMatch(JARGON);
    }
    // Each issue alone makes an item not done: readable, and linked to the field that fixes it.
    for (const issue of issues) {
      const alone = allItems(issueChecklist(blankDraft, [issue], { isToOrder: true })).filter((item) => !item.done);
      expect(alone.length, `${issue.path}: ${issue.message}`).toBeGreaterThan(0);
      for (const item of alone) {
        expect(item.label).not.toMatch(JARGON);
        expect(item.fieldKey, `${issue.path} → ${item.label}`).not.toBeNull();
      }
    }
    // Line 2 (no cargo items at all) and the blank first line each have their items.
    expect(todo.map((item) => item.fieldKey)).toEqual(
      expect.arrayContaining([
        "reference",
        "invoicePayableAt",
        "contactName",
        "contactEmail",
        "line.0.description",
        "line.0.hsCodes",
        "line.0.booking",
        "line.0.cargo.0.container",
        "line.0.cargo.0.packages",
        "line.0.cargo.0.grossWeight",
        "line.1.description",
        "line.1.cargo.0.grossWeight",
        "container.0.reference",
        "container.0.shipperOwned",
        "container.0.seals",
        "terms",
        "portOfLoading",
        "vessel",
      ]),
    );
    const section = (id: string) => checklist.sections.find((s) => s.id === id)!;
    expect(section("goods").title).toBe("Goods");
    expect(section("goods").items.find((i) => i.fieldKey === "line.1.hsCodes")?.label).toBe("Goods line 2: HS code");
  });

  it("says what is wrong with a value given, in words", () => {
    const { checklist } = check({
      ...complete,
      numberOfOriginalsWithCharges: 2,
      transports: { ...complete.transports, portOfDischarge: { UNLocationCode: "XX" } },
      consignmentItems: [complete.consignmentItems[0], { ...line("Linen", "621420", 10, 300), HSCodes: ["62"] }],
    });
    const todo = allItems(checklist).filter((item) => !item.done);
    expect(todo.map((item) => [item.fieldKey, item.problem])).toEqual(
      expect.arrayContaining([
        [
          "originalsWithCharges",
          "An eBL has one original in all: originals with and without charges add up to at most 1.",
        ],
        ["portOfDischarge", expect.stringMatching(/^Too short|^XX is not a UN\/LOCODE/)],
        ["line.1.hsCodes", expect.stringMatching(/^Too short|^Not in the expected format/)],
      ]),
    );
    expect(checklist.total - checklist.done).toBe(todo.length);
  });

  it("keeps an issue no requirement covers as an item of its own", () => {
    const checklist = issueChecklist(
      complete,
      [{ path: "charges.0.currencyCode", message: "currencyCode is required." }],
      {
        isToOrder: true,
      },
    );
    const other = allItems(checklist).find((item) => item.id === "other:charges.0.currencyCode");
    expect(other).toMatchObject({ label: "Charges 1 currency code", fieldKey: null, done: false, problem: "Missing" });
    expect(checklist.complete).toBe(false);
  });

  it("never shows a schema message as it is", () => {
    for (const message of [
      "must match exactly one schema in oneOf.",
      'must match pattern "^[A-Z]{2}[A-Z2-9]{3}$".',
      "must NOT have more than 35 characters.",
      "must be integer.",
      "must be one of BOL, SWB.",
      "foo is not a field of this DCSA object.",
      "something nobody foresaw.",
    ]) {
      expect(plainProblem({ path: "x", message })).not.toMatch(JARGON);
    }
    expect(plainProblem({ path: "x", message: "x is required." })).toBeNull();
  });
});
