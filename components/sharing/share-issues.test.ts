import { describe, expect, it } from "vitest";
import { shareIssues } from "./share-issues";

const issues = (...list: [string, string][]) => ({ issues: list.map(([path, message]) => ({ path, message })) });

describe("shareIssues", () => {
  it("puts the email's message on the email", () => {
    expect(shareIssues(issues(["email", "You cannot share a shipment with yourself."]), [])).toEqual({
      email: "You cannot share a shipment with yourself.",
      docs: {},
    });
  });

  it("puts a document's message on the document sent at that index", () => {
    const sent = ["commercial_invoice", "packing_list"];
    expect(shareIssues(issues(["forms.1.name", "The shipment has no packing_list document."]), sent)).toEqual({
      docs: { packing_list: "The shipment has no packing_list document." },
    });
  });

  it("puts a message on the whole list when no document is named, and keeps the first per field", () => {
    const result = shareIssues(
      issues(
        ["forms", "Choose at least one document to share."],
        ["forms", "second"],
        ["forms.7.name", "out of range"],
        ["email", "a"],
        ["email", "b"],
      ),
      ["x"],
    );
    expect(result).toEqual({ forms: "Choose at least one document to share.", email: "a", docs: {} });
  });

  it("ignores issues of other fields", () => {
    expect(shareIssues(issues(["shipmentId", "shipmentId must be a shipment id."]), [])).toEqual({ docs: {} });
  });
});
