import { describe, expect, it } from "vitest";
import {
  applyGoods,
  applyValues,
  fieldApplies,
  fieldForIssue,
  goodsOf,
  locodeOf,
  readPath,
  valuesOf,
  writePath,
} from "./document-fields";

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
      customsReferences: [{ type: "ACID", values: ["1"] }],
      cargoItems: [
        {
          equipmentReference: "MSKU1234565",
          cargoGrossWeight: { value: 1200.5, unit: "KGM" },
          outerPackaging: { numberOfPackages: 40, description: "Cartons", packageCode: "CT" },
        },
      ],
    },
    {
      carrierBookingReference: "BK1",
      descriptionOfGoods: ["Linen scarves"],
      HSCodes: ["621420"],
      cargoItems: [
        {
          equipmentReference: "MSKU1234565",
          cargoGrossWeight: { value: 300, unit: "KGM" },
          outerPackaging: { numberOfPackages: 10, description: "Bales" },
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
    expect(valuesOf(prefilled)).toMatchObject({
      reference: "EXPL000123",
      shippedOnBoard: "true",
      portOfLoading: "INNSA",
      vessel: "MAERSK SELETAR",
      voyage: "402E",
      carrierCity: "Mumbai",
      portOfDischarge: "",
      terms: "",
    });
  });

  it("reads EVERY goods line, with its cargo items, and every container", () => {
    const goods = goodsOf(prefilled);
    expect(goods.lines).toHaveLength(2);
    expect(goods.lines[0]).toMatchObject({
      source: 0,
      description: "Cotton shirts\n100% cotton",
      hsCodes: "620520",
      booking: "BK1",
    });
    expect(goods.lines[0]!.cargo[0]).toMatchObject({
      container: "MSKU1234565",
      packages: "40",
      packageKind: "Cartons",
      grossWeight: "1200.5",
      weightUnit: "KGM",
    });
    expect(goods.lines[1]).toMatchObject({ description: "Linen scarves", hsCodes: "621420" });
    expect(goods.lines[1]!.cargo[0]).toMatchObject({ packages: "10", grossWeight: "300" });
    expect(goods.containers).toEqual([
      { source: 0, reference: "MSKU1234565", isoCode: "", shipperOwned: "false", seals: "SEAL1, SEAL2" },
    ]);
  });

  it("writes every line back with its DCSA types, and keeps what the table does not show", () => {
    const goods = goodsOf(prefilled);
    goods.lines[1]!.hsCodes = "621420, 621430";
    goods.lines[1]!.cargo[0]!.grossWeight = "1,250.5";
    goods.lines[1]!.cargo[0]!.netWeight = "1200";
    goods.lines[1]!.cargo[0]!.volume = "2.5";
    goods.lines[0]!.description = "Shirts\n\n  \nTrousers";
    goods.containers[0]!.seals = "S9, S10";
    goods.containers[0]!.shipperOwned = "true";
    const next = applyGoods(prefilled, goods);
    expect(readPath(next, ["consignmentItems", 1, "HSCodes"])).toEqual(["621420", "621430"]);
    expect(readPath(next, ["consignmentItems", 1, "cargoItems", 0, "cargoGrossWeight"])).toEqual({
      value: 1250.5,
      unit: "KGM",
    });
    expect(readPath(next, ["consignmentItems", 1, "cargoItems", 0, "cargoNetWeight"])).toEqual({
      value: 1200,
      unit: "KGM",
    });
    expect(readPath(next, ["consignmentItems", 1, "cargoItems", 0, "cargoGrossVolume"])).toEqual({
      value: 2.5,
      unit: "MTQ",
    });
    expect(readPath(next, ["consignmentItems", 0, "cargoItems", 0])).not.toHaveProperty("cargoNetWeight");
    expect(readPath(next, ["consignmentItems", 0, "descriptionOfGoods"])).toEqual(["Shirts", "Trousers"]);
    expect(readPath(next, ["consignmentItems", 0, "customsReferences"])).toEqual([{ type: "ACID", values: ["1"] }]);
    expect(readPath(next, ["consignmentItems", 0, "cargoItems", 0, "outerPackaging", "packageCode"])).toBe("CT");
    expect(readPath(next, ["utilizedTransportEquipments", 0, "seals"])).toEqual([{ number: "S9" }, { number: "S10" }]);
    expect(readPath(next, ["utilizedTransportEquipments", 0, "isShipperOwned"])).toBe(true);
    expect(next.charges).toEqual([{ chargeName: "Freight" }]);
    // The original is left alone.
    expect(readPath(prefilled, ["consignmentItems", 1, "HSCodes"])).toEqual(["621420"]);
  });

  it("adds, splits and removes lines and containers", () => {
    const goods = goodsOf(prefilled);
    const removed = applyGoods(prefilled, { ...goods, lines: [goods.lines[1]!] });
    expect(readPath(removed, ["consignmentItems"])).toHaveLength(1);
    expect(readPath(removed, ["consignmentItems", 0, "descriptionOfGoods"])).toEqual(["Linen scarves"]);
    const split = applyGoods(prefilled, {
      lines: [
        {
          ...goods.lines[0]!,
          cargo: [
            goods.lines[0]!.cargo[0]!,
            { ...goods.lines[0]!.cargo[0]!, source: null, container: "TGHU7654321", packages: "5" },
          ],
        },
      ],
      containers: [
        ...goods.containers,
        { source: null, reference: "TGHU7654321", isoCode: "", shipperOwned: "", seals: "" },
      ],
    });
    expect(readPath(split, ["consignmentItems", 0, "cargoItems", 1])).toMatchObject({
      equipmentReference: "TGHU7654321",
      outerPackaging: { numberOfPackages: 5, description: "Cartons" },
    });
    expect(readPath(split, ["utilizedTransportEquipments", 1])).toEqual({
      equipment: { equipmentReference: "TGHU7654321" },
      seals: [],
    });
    expect(applyGoods(prefilled, { lines: [], containers: [] })).not.toHaveProperty("consignmentItems");
  });

  it("writes the flat fields back with their DCSA types and keeps every field it does not show", () => {
    const values = { ...valuesOf(prefilled), portOfDischarge: "NLRTM", carrierCountry: "in", terms: "" };
    const next = applyValues(prefilled, values);
    expect(readPath(next, ["transports", "portOfDischarge", "UNLocationCode"])).toBe("NLRTM");
    expect(readPath(next, ["transports", "portOfLoading", "locationName"])).toBe("Nhava Sheva");
    expect(readPath(next, ["documentParties", "issuingParty", "address", "countryCode"])).toBe("IN");
    expect(next).not.toHaveProperty("termsAndConditions");
    expect(readPath(next, ["documentParties", "shipper", "partyName"])).toBe("Asha Exports Private Limited");
    expect(next.consignmentItems).toBe(prefilled.consignmentItems);
  });

  it("builds arrays and objects on an empty draft", () => {
    expect(writePath({}, ["transports", "vesselVoyages", 0, "vesselName"], "EVER GIVEN")).toEqual({
      transports: { vesselVoyages: [{ vesselName: "EVER GIVEN" }] },
    });
    expect(applyValues({}, { originalsWithCharges: "abc" })).toEqual({ numberOfOriginalsWithCharges: "abc" });
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
    ["transports.portOfLoading.UNLocationCode", "portOfLoading", "Port of loading (UN/LOCODE)"],
    ["transports.portOfLoading", "portOfLoading", "Port of loading (UN/LOCODE)"],
    ["/transports/vesselVoyages/0/vesselName", "vessel", "Vessel"],
    [
      "consignmentItems[1].cargoItems[0].outerPackaging.numberOfPackages",
      "line.1.cargo.0.packages",
      "Goods line 2: Number of packages",
    ],
    [
      "consignmentItems.0.cargoItems.1.equipmentReference",
      "line.0.cargo.1.container",
      "Goods line 1 (container part 2): Container number",
    ],
    ["consignmentItems.1.cargoItems.0.cargoGrossWeight", "line.1.cargo.0.grossWeight", "Goods line 2: Gross weight"],
    ["consignmentItems.1.HSCodes", "line.1.hsCodes", "Goods line 2: HS codes"],
    ["consignmentItems.2", "line.2.description", "Goods line 3: Description of goods"],
    ["consignmentItems", "line.0.description", "Goods line 1: Description of goods"],
    ["utilizedTransportEquipments.0.seals.1.number", "container.0.seals", "Container 1: Seal numbers"],
    ["utilizedTransportEquipments.1.equipment", "container.1.reference", "Container 2: Container number"],
    ["transportDocument.termsAndConditions", "terms", "Terms and conditions"],
    ["documentParties.issuingParty.address.city", "carrierCity", "Carrier city"],
  ])("finds the field of the issue at %s", (path, key, label) => {
    expect(fieldForIssue(path)).toMatchObject({ key, label });
  });

  it("finds no field for a path the editor does not show", () => {
    expect(fieldForIssue("charges.0.currencyCode")).toBeNull();
  });

  it("takes the UN/LOCODE from a picked port's label", () => {
    expect(locodeOf("INNSA — Jawaharlal Nehru (Nhava Sheva), IN")).toBe("INNSA");
    expect(locodeOf(" nlrtm ")).toBe("NLRTM");
  });
});
