import { describe, expect, it } from "vitest";
import { numberToDecimalText, ZSuggestionRequest } from "./schemas";

const valid = {
  export_country: "IN",
  import_country: "DE",
  commodity: "cotton t-shirts",
  value: "25000.50",
  transport: "sea",
  product_nature: "textiles",
};

describe("numberToDecimalText", () => {
  it.each([
    [25000, "25000"],
    [25000.5, "25000.5"],
    [0.1, "0.1"],
    [1e21, "1000000000000000000000"],
    [1.5e-7, "0.00000015"],
    [123456789012345, "123456789012345"],
    [0, "0"],
  ])("%s → %s", (n, text) => expect(numberToDecimalText(n)).toBe(text));

  it("refuses what a double cannot carry exactly or what is not an amount", () => {
    expect(numberToDecimalText(12345678901234567)).toBeNull();
    expect(numberToDecimalText(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: 17 significant digits
    expect(numberToDecimalText(-1)).toBeNull();
    expect(numberToDecimalText(Number.NaN)).toBeNull();
  });
});

describe("the suggestion request", () => {
  it("resolves country names and codes in any case", () => {
    const parsed = ZSuggestionRequest.parse({
      ...valid,
      export_country: "india",
      import_country: "United Arab Emirates",
    });
    expect([parsed.export_country, parsed.import_country]).toEqual(["IN", "AE"]);
    expect(ZSuggestionRequest.parse({ ...valid, import_country: "de" }).import_country).toBe("DE");
    expect(ZSuggestionRequest.parse({ ...valid, import_country: "USA" }).import_country).toBe("US");
    expect(ZSuggestionRequest.parse({ ...valid, import_country: "UK" }).import_country).toBe("GB");
  });

  it("reads a number value from its decimal text and one nature as a list", () => {
    const parsed = ZSuggestionRequest.parse({ ...valid, value: 1250.5 });
    expect(parsed.value).toBe("1250.5");
    expect(parsed.product_nature).toEqual(["textiles"]);
  });

  it("names each bad field", () => {
    const result = ZSuggestionRequest.safeParse({
      export_country: "Narnia",
      import_country: 7,
      commodity: "",
      value: "12,000",
      transport: "boat",
      product_nature: ["food", "magic"],
      incoterm: "FOBB",
      hs_code: "123456",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "export_country",
        "import_country",
        "commodity",
        "value",
        "transport",
        "incoterm",
        "hs_code",
      ]),
    );
    expect(paths.some((p) => p.startsWith("product_nature"))).toBe(true);
    const messages = result.error!.issues.map((i) => i.message).join("\n");
    expect(messages).toContain('export_country: "Narnia" is not a country we know');
    expect(messages).toContain("transport must be one of: sea, air, road, rail, multimodal.");
  });
});
