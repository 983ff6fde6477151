import { describe, expect, it } from "vitest";
import { applyValues, fieldApplies, fieldForIssue, locodeOf, readPath, valuesOf, writePath } from "./document-fields";
import {
  entryRecipient,
  envelopeReference,
  formatDate,
  partyDetail,
  partyName,
  shortChecksum,
  titleLine,
} from "./labels";

const prefilled = {
  transportDocumentReference: "EXPL000123",
  isToOrder: true,
  isShippedOnBoardType: true,
  documentParties: {
    shipper: { partyName: "Asha Exports Private Limited" },
    issuingParty: { partyName: "Blue Ocean Lines", address: { street: "1 Quay", city: "Mumbai", countryCode: "IN" } },
  },
  transports: {
    portOfLoading: { UNLocationCode: "INNSA", locationName: "Nhava Sheva" },
    vesselVoyages: [{ vesselName: "MAERSK SELETAR", carrierExportVoyageNumber: "402E" }],
  },
  consignmentItems: [
    {
      carrierBookingReference: "BK1",
      descriptionOfGoods: ["Cotton shirts", "100% cotton"],
      HSCodes: ["620520"],
      cargoItems: [
        {
          equipmentReference: "MSKU1234565",
          cargoGrossWeight: { value: 1200.5, unit: "KGM" },
          outerPackaging: { numberOfPackages: 40, description: "Cartons" },
        },
      ],
    },
  ],
  utilizedTransportEquipments: [
    {
      equipment: { equipmentReference: "MSKU1234565" },
      isShipperOwned: false,
      seals: [{ number: "SEAL1" }, { number: "SEAL2" }],
    },
  ],
  charges: [{ chargeName: "Freight" }],
};

describe("document fields", () => {
  it("reads a prefilled document into the editor's strings", () => {
    const values = valuesOf(prefilled);
    expect(values).toMatchObject({
      reference: "EXPL000123",
      shippedOnBoard: "true",
      portOfLoading: "INNSA",
      vessel: "MAERSK SELETAR",
      voyage: "402E",
      goods: "Cotton shirts\n100% cotton",
      hsCodes: "620520",
      packages: "40",
      grossWeight: "1200.5",
      container: "MSKU1234565",
      seals: "SEAL1, SEAL2",
      shipperOwned: "false",
      carrierCity: "Mumbai",
      portOfDischarge: "",
      terms: "",
    });
  });

  it("writes the values back with their DCSA types and keeps every field it does not show", () => {
    const values = {
      ...valuesOf(prefilled),
      portOfDischarge: "NLRTM",
      packages: "42",
      seals: "S9, S10",
      container: "TGHU7654321",
      shipperOwned: "true",
      carrierCountry: "in",
      hsCodes: "620520, 620530",
      goods: "Shirts\n\n  \nTrousers",
      terms: "",
    };
    const next = applyValues(prefilled, values);
    expect(readPath(next, ["transports", "portOfDischarge", "UNLocationCode"])).toBe("NLRTM");
    expect(readPath(next, ["transports", "portOfLoading", "locationName"])).toBe("Nhava Sheva");
    expect(readPath(next, ["consignmentItems", 0, "cargoItems", 0, "outerPackaging", "numberOfPackages"])).toBe(42);
    expect(readPath(next, ["utilizedTransportEquipments", 0, "seals"])).toEqual([{ number: "S9" }, { number: "S10" }]);
    expect(readPath(next, ["utilizedTransportEquipments", 0, "isShipperOwned"])).toBe(true);
    // One container number names both the equipment and the cargo item.
    expect(readPath(next, ["utilizedTransportEquipments", 0, "equipment", "equipmentReference"])).toBe("TGHU7654321");
    expect(readPath(next, ["consignmentItems", 0, "cargoItems", 0, "equipmentReference"])).toBe("TGHU7654321");
    expect(readPath(next, ["documentParties", "issuingParty", "address", "countryCode"])).toBe("IN");
    expect(readPath(next, ["consignmentItems", 0, "HSCodes"])).toEqual(["620520", "620530"]);
    expect(readPath(next, ["consignmentItems", 0, "descriptionOfGoods"])).toEqual(["Shirts", "Trousers"]);
    expect(next).not.toHaveProperty("termsAndConditions");
    expect(next.charges).toEqual([{ chargeName: "Freight" }]);
    expect(readPath(next, ["documentParties", "shipper", "partyName"])).toBe("Asha Exports Private Limited");
    // The original is left alone.
    expect(readPath(prefilled, ["transports", "portOfDischarge"])).toBeUndefined();
  });

  it("builds arrays and objects on an empty draft", () => {
    const next = writePath({}, ["transports", "vesselVoyages", 0, "vesselName"], "EVER GIVEN");
    expect(next).toEqual({ transports: { vesselVoyages: [{ vesselName: "EVER GIVEN" }] } });
    expect(applyValues({}, { packages: "abc" })).toEqual({
      consignmentItems: [{ cargoItems: [{ outerPackaging: { numberOfPackages: "abc" } }] }],
    });
  });

  it("keeps only the date of the kind of bill chosen", () => {
    const values = {
      ...valuesOf(prefilled),
      shippedOnBoard: "true",
      shippedOnBoardDate: "2026-11-20",
      receivedForShipmentDate: "2026-11-18",
    };
    expect(applyValues(prefilled, values)).toMatchObject({
      shippedOnBoardDate: "2026-11-20",
      isShippedOnBoardType: true,
    });
    expect(applyValues(prefilled, values)).not.toHaveProperty("receivedForShipmentDate");
    const received = applyValues(prefilled, { ...values, shippedOnBoard: "false" });
    expect(received).toMatchObject({ receivedForShipmentDate: "2026-11-18", isShippedOnBoardType: false });
    expect(received).not.toHaveProperty("shippedOnBoardDate");
  });

  it("shows the date that belongs to the kind of bill", () => {
    const onBoard = { key: "d", label: "", path: [], kind: "date", onlyWhen: "shippedOnBoard" } as const;
    const received = { ...onBoard, onlyWhen: "receivedForShipment" } as const;
    expect(fieldApplies(onBoard, { shippedOnBoard: "true" })).toBe(true);
    expect(fieldApplies(received, { shippedOnBoard: "true" })).toBe(false);
    expect(fieldApplies(received, { shippedOnBoard: "false" })).toBe(true);
  });

  it.each([
    ["transports.portOfLoading.UNLocationCode", "portOfLoading"],
    ["transports.portOfLoading", "portOfLoading"],
    ["/transports/vesselVoyages/0/vesselName", "vessel"],
    ["consignmentItems[0].cargoItems[0].outerPackaging.numberOfPackages", "packages"],
    ["consignmentItems.0.cargoItems.0.equipmentReference", "container"],
    ["utilizedTransportEquipments.0.seals.1.number", "seals"],
    ["transportDocument.termsAndConditions", "terms"],
    ["documentParties.issuingParty.address.city", "carrierCity"],
  ])("finds the field of the issue at %s", (path, key) => {
    expect(fieldForIssue(path)?.key).toBe(key);
  });

  it("finds no field for a path the editor does not show", () => {
    expect(fieldForIssue("charges.0.currencyCode")).toBeNull();
  });

  it("takes the UN/LOCODE from a picked port's label", () => {
    expect(locodeOf("INNSA — Jawaharlal Nehru (Nhava Sheva), IN")).toBe("INNSA");
    expect(locodeOf(" nlrtm ")).toBe("NLRTM");
  });
});

describe("labels", () => {
  const party = (company: string | null, name = "Meera Iyer", role = "bank", companyVerified = true) => ({
    id: "u1",
    name,
    company,
    companyVerified,
    role,
  });

  it("names a party by its legal name, with the person and role", () => {
    expect(partyName(party("Coastal Bank Limited"))).toBe("Coastal Bank Limited");
    expect(partyName(party(null))).toBe("Meera Iyer");
    expect(partyDetail(party("Coastal Bank Limited"))).toBe("Coastal Bank Limited (Meera Iyer, Bank)");
    expect(partyDetail(party(null))).toBe("Meera Iyer (Bank)");
  });

  it("marks a company name the account typed itself as unverified", () => {
    const typed = party("Uma Trading", "Uma Rao", "importer", false);
    expect(partyName(typed)).toBe("Uma Trading (unverified)");
    expect(partyDetail(typed)).toBe("Uma Trading (unverified) (Uma Rao, Importer)");
  });

  it("says who holds title as the bill reads", () => {
    const base = {
      isToOrder: true,
      blankEndorsed: false,
      endorsee: null,
      consignee: null,
      shipper: party("Asha Exports", "Asha", "exporter"),
    };
    expect(titleLine(base)).toBe("To the order of Asha Exports (shipper)");
    expect(titleLine({ ...base, endorsee: party("Coastal Bank") })).toBe("To the order of Coastal Bank");
    expect(titleLine({ ...base, blankEndorsed: true })).toBe("Endorsed in blank (to the bearer)");
    expect(titleLine({ ...base, isToOrder: false, consignee: party("Global Imports", "Li", "importer") })).toBe(
      "Global Imports",
    );
    expect(entryRecipient({ actionCode: "BLANK_ENDORSE", recipient: null })).toBe("the bearer");
    expect(entryRecipient({ actionCode: "VOID", recipient: null })).toBeNull();
  });

  it("shortens checksums and formats calendar dates without shifting the day", () => {
    expect(shortChecksum("a".repeat(8) + "b".repeat(50) + "c".repeat(6))).toBe("aaaaaaaa…cccccc");
    expect(shortChecksum(null)).toBe("—");
    expect(formatDate("2026-01-31")).toContain("31");
    expect(formatDate(undefined)).toBe("—");
    expect(envelopeReference({ id: "0123456789", transportDocument: {} })).toBe("Draft 01234567");
    expect(envelopeReference({ id: "x", transportDocument: { transportDocumentReference: "EXPL1" } })).toBe("EXPL1");
  });
});
