import { describe, expect, it } from "vitest";
import { fieldKeyOfIssue, fieldPathLabel } from "./field-labels";

describe("fieldPathLabel", () => {
  it.each([
    ["lineItems", "Goods"],
    ["lineItems.0", "Goods line 1"],
    ["lineItems.2", "Goods line 3"],
    ["lineItems.2.quantity", "Goods line 3: quantity"],
    ["lineItems.0.hsCode", "Goods line 1: HS code"],
    ["lineItems.11.description", "Goods line 12: description of goods"],
    ["data.lineItems.1.unitPrice", "Goods line 2: unit price"],
    ["consignee", "Consignee"],
    ["consignee.name", "Consignee: name"],
    ["exporter.country", "Exporter (shipper): country"],
    ["portOfLoading", "Port of loading"],
    ["portOfLoading.code", "Port of loading"],
    ["incoterm.rule", "Incoterms® 2020 rule"],
    ["incoterm.place", "Named place"],
    ["currency", "Currency"],
    ["someUnknownField", "Some unknown field"],
    ["shipping_line", "Shipping line"],
  ])("%s → %s", (path, label) => {
    expect(fieldPathLabel(path)).toBe(label);
  });

  it("uses the template's own labels for its own fields", () => {
    expect(fieldPathLabel("placeOfReceipt.code", "bill_of_lading_instructions")).toBe("Place of receipt");
    expect(fieldPathLabel("invoiceNumber", "commercial_invoice")).toBe("Invoice number");
    expect(fieldPathLabel("drawee.address", "bill_of_exchange")).toBe("Drawee: address");
    expect(fieldPathLabel("exporter", "bill_of_exchange")).toBe("Drawer (exporter)");
  });
});

describe("fieldKeyOfIssue", () => {
  it("folds a place's parts onto the place and keeps other paths", () => {
    expect(fieldKeyOfIssue("data.placeOfReceipt.code", "bill_of_lading_instructions")).toBe("placeOfReceipt");
    expect(fieldKeyOfIssue("data.portOfLoading.name")).toBe("portOfLoading");
    expect(fieldKeyOfIssue("data.lineItems.2.quantity")).toBe("lineItems.2.quantity");
    expect(fieldKeyOfIssue("data.incoterm.rule")).toBe("incoterm.rule");
    expect(fieldKeyOfIssue("data")).toBe("");
  });
});
