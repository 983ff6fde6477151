import { describe, expect, it } from "vitest";
import { USER_ROLES } from "@/models/roles";
import { documentNoun, iecRequired, requiredDocumentTypes } from "./document-types";

// The rule table as the issue states it, written out by hand: the IEC (India's importer-exporter code)
// and its certificate belong to exporters and importers only; every Indian business has the other five.
const INDIAN_ALL = [
  "certificate_of_incorporation",
  "gst_certificate",
  "iec_certificate",
  "pan_card",
  "address_proof",
  "signatory_id",
];
const INDIAN_NO_IEC = ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"];
const ABROAD = ["certificate_of_incorporation", "address_proof", "signatory_id"];

describe("requiredDocumentTypes by country and role", () => {
  it.each([
    ["exporter", INDIAN_ALL],
    ["importer", INDIAN_ALL],
    ["bank", INDIAN_NO_IEC],
    ["shipping_line", INDIAN_NO_IEC],
    ["freight_forwarder", INDIAN_NO_IEC],
    ["customs_house_agent", INDIAN_NO_IEC],
    ["surveyor", INDIAN_NO_IEC],
    ["admin", INDIAN_NO_IEC],
  ])("in India, a %s is asked for its documents", (role, expected) => {
    expect(requiredDocumentTypes("IN", role)).toEqual(expected);
    expect(requiredDocumentTypes("in", role)).toEqual(expected);
    expect(iecRequired("IN", role)).toBe(expected.includes("iec_certificate"));
  });

  it("covers every role", () => {
    for (const role of USER_ROLES) expect(requiredDocumentTypes("IN", role).length).toBeGreaterThan(0);
  });

  it("outside India asks every role for the three documents that exist everywhere, and never an IEC", () => {
    for (const role of USER_ROLES) {
      expect(requiredDocumentTypes("DE", role)).toEqual(ABROAD);
      expect(iecRequired("DE", role)).toBe(false);
    }
    expect(requiredDocumentTypes(null, "exporter")).toEqual(ABROAD);
  });

  it("treats an unknown role as a business that does not trade goods itself", () => {
    expect(requiredDocumentTypes("IN", "pirate")).toEqual(INDIAN_NO_IEC);
  });
});

describe("documentNoun", () => {
  it("lowers a leading word but keeps acronyms", () => {
    expect(documentNoun("pan_card")).toBe("PAN card");
    expect(documentNoun("iec_certificate")).toBe("IEC certificate");
    expect(documentNoun("address_proof")).toBe("proof of business address");
    expect(documentNoun("signatory_id")).toBe("authorised signatory's ID");
  });
});
