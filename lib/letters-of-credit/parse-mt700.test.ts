import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { parseMt700, swiftAmount, swiftDate } from "./parse-mt700";
import { SAMPLE_MT700 } from "./sample-mt700";
import { ZLetterOfCreditBody } from "./schemas";

describe("parseMt700", () => {
  it("reads a real-shaped MT700 into the letter-of-credit fields", () => {
    const { letterOfCredit: lc, unparsed } = parseMt700(SAMPLE_MT700);
    expect(lc).toMatchObject({
      documentaryCreditNumber: "LC/2026/0042",
      dateOfIssue: "2026-05-01",
      expiryDate: "2026-07-15",
      expiryPlace: "MUMBAI, INDIA",
      applicant: "GULF TRADERS LLC\nPORT SAEED\nDUBAI, UAE",
      beneficiary: "/0012345678\nASHA TEXTILES PVT LTD\n12 MILL ROAD, LOWER PAREL\nMUMBAI 400013, INDIA",
      currency: "USD",
      amount: "7700.00",
      tolerancePlusPercent: 5,
      toleranceMinusPercent: 5,
      partialShipments: "not_allowed",
      transhipment: "not_allowed",
      portOfLoading: "NHAVA SHEVA, INDIA",
      portOfDischarge: "JEBEL ALI, UAE",
      latestShipmentDate: "2026-06-05",
      goodsDescription:
        "+MEN'S COTTON SHIRTS AND TROUSERS\nAS PER PROFORMA INVOICE NO. PI-42\nCIP JEBEL ALI INCOTERMS 2020",
      additionalConditions: "+ALL DOCUMENTS MUST SHOW THE LC NUMBER\n+THIRD PARTY DOCUMENTS NOT ACCEPTABLE",
      presentationPeriodDays: 21,
    });
    expect(lc.documentsRequired).toEqual([
      "commercial_invoice",
      "packing_list",
      "bill_of_lading",
      "certificate_of_origin",
      "insurance_certificate",
    ]);
    expect(lc.documentsRequiredText).toContain("TO ORDER OF EMIRATES TRADE BANK MARKED FREIGHT PREPAID");
    // The tags Exportly does not keep, and the one 46A line it cannot map, each with why.
    expect(unparsed.map((u) => u.tag)).toEqual(["27", "40A", "40E", "41D", "42C", "46A", "71D", "49"]);
    expect(unparsed.find((u) => u.tag === "46A")!.text).toMatch(/^BENEFICIARY'S CERTIFICATE/);
    expect(unparsed.find((u) => u.tag === "42C")!.reason).toMatch(/drafts at/);
  });

  it("produces what PUT accepts once completed", () => {
    const { letterOfCredit } = parseMt700(SAMPLE_MT700);
    expect(ZLetterOfCreditBody.safeParse(letterOfCredit).success).toBe(true);
  });

  it("reads the narrative forms of 48 and 32B amounts with decimals", () => {
    const { letterOfCredit } = parseMt700(
      ":20:ABC123\n:31D:261231LONDON\n:32B:EUR1250000,5\n:48:DOCUMENTS TO BE PRESENTED WITHIN 15 DAYS AFTER THE DATE OF SHIPMENT",
    );
    expect(letterOfCredit).toMatchObject({
      currency: "EUR",
      amount: "1250000.50",
      presentationPeriodDays: 15,
      expiryPlace: "LONDON",
    });
  });

  it("lists what it cannot read instead of guessing", () => {
    const { letterOfCredit, unparsed } = parseMt700(
      "garbage before\n:20:X1\n:31C:261301\n:31D:2607LONDON\n:32B:JPY1000,50\n:39A:5 PERCENT\n:43P:MAYBE\n:44C:20260605\n:99Z:WHAT",
    );
    expect(letterOfCredit.documentaryCreditNumber).toBe("X1");
    expect(letterOfCredit.dateOfIssue).toBeUndefined();
    expect(letterOfCredit.amount).toBeUndefined();
    expect(unparsed.map((u) => u.tag)).toEqual([null, "31C", "31D", "32B", "39A", "43P", "44C", "99Z"]);
    expect(unparsed[0]!.reason).toMatch(/before the first field/);
  });

  it("answers 400 naming mt700 when there is no field at all", () => {
    try {
      parseMt700("Dear Sir, please find our LC attached.");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).issues?.[0]?.path).toBe("mt700");
    }
  });

  it("converts SWIFT dates and amounts", () => {
    expect(swiftDate("260229")).toBeNull();
    expect(swiftDate("280229")).toBe("2028-02-29");
    expect(swiftAmount("100,", "USD")).toBe("100.00");
    expect(swiftAmount("100,123", "KWD")).toBe("100.123");
    expect(swiftAmount("100,5", "JPY")).toBeNull();
    expect(swiftAmount("1.000,00", "USD")).toBeNull();
  });
});
