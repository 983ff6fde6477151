import { describe, expect, it } from "vitest";
import {
  entryRecipient,
  envelopeReference,
  formatDate,
  partyDetail,
  partyName,
  shortChecksum,
  titleLine,
} from "./labels";

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
