import { describe, expect, it } from "vitest";
import { canonicalChecksum, canonicalJson, sha256Hex } from "./checksum";

/**
 * Known answers from outside our code. Canonical JSON: the examples and the number table published
 * in RFC 8785 (JSON Canonicalization Scheme), https://www.rfc-editor.org/rfc/rfc8785 §3.2.2,
 * §3.2.3 and Appendix B. SHA-256: the FIPS 180-2 examples ("abc", the 448-bit message) and the
 * empty string, each computed with coreutils (`printf 'abc' | sha256sum`), not with Node.
 */
describe("RFC 8785 canonical JSON", () => {
  it("§3.2.2: the published example serialises to the published text", () => {
    // The input exactly as the RFC prints it, parsed by JSON.parse (numbers become IEEE 754 doubles).
    const input = JSON.parse(
      String.raw`{
        "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
        "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
        "literals": [null, true, false]
      }`,
    ) as unknown;
    expect(canonicalJson(input)).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  it("§3.2.3: properties sort by UTF-16 code units, recursively", () => {
    const input = JSON.parse(
      String.raw`{
        "\u20ac": "Euro Sign",
        "\r": "Carriage Return",
        "\ufb33": "Hebrew Letter Dalet With Dagesh",
        "1": "One",
        "\ud83d\ude00": "Emoji: Grinning Face",
        "\u0080": "Control",
        "\u00f6": "Latin Small Letter O With Diaeresis"
      }`,
    ) as Record<string, string>;
    // Read the order from the text: JSON.parse would move the integer-like key "1" first again.
    const order = [...canonicalJson(input).matchAll(/":"([^"]+)"/g)].map((match) => match[1]);
    // The RFC's expected order of the values.
    expect(order).toEqual([
      "Carriage Return",
      "One",
      "Control",
      "Latin Small Letter O With Diaeresis",
      "Euro Sign",
      "Emoji: Grinning Face",
      "Hebrew Letter Dalet With Dagesh",
    ]);
    expect(canonicalJson({ b: { d: 1, c: [{ z: 0, y: 0 }] }, a: 0 })).toBe('{"a":0,"b":{"c":[{"y":0,"z":0}],"d":1}}');
  });

  // Appendix B: IEEE 754 bit patterns (hex) and their canonical text.
  const APPENDIX_B: [string, string][] = [
    ["0000000000000000", "0"],
    ["8000000000000000", "0"],
    ["0000000000000001", "5e-324"],
    ["8000000000000001", "-5e-324"],
    ["7fefffffffffffff", "1.7976931348623157e+308"],
    ["ffefffffffffffff", "-1.7976931348623157e+308"],
    ["4340000000000000", "9007199254740992"],
    ["c340000000000000", "-9007199254740992"],
    ["4430000000000000", "295147905179352830000"],
    ["44b52d02c7e14af5", "9.999999999999997e+22"],
    ["44b52d02c7e14af6", "1e+23"],
    ["44b52d02c7e14af7", "1.0000000000000001e+23"],
    ["444b1ae4d6e2ef4e", "999999999999999700000"],
    ["444b1ae4d6e2ef4f", "999999999999999900000"],
    ["444b1ae4d6e2ef50", "1e+21"],
    ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
    ["3eb0c6f7a0b5ed8d", "0.000001"],
    ["41b3de4355555553", "333333333.3333332"],
    ["41b3de4355555554", "333333333.33333325"],
    ["41b3de4355555555", "333333333.3333333"],
    ["41b3de4355555556", "333333333.3333334"],
    ["41b3de4355555557", "333333333.33333343"],
    ["becbf647612f3696", "-0.0000033333333333333333"],
    ["43143ff3c1cb0959", "1424953923781206.2"],
  ];
  it.each(APPENDIX_B)("Appendix B: the double 0x%s serialises as %s", (bits, text) => {
    const value = Buffer.from(bits, "hex").readDoubleBE(0);
    expect(canonicalJson(value)).toBe(text);
    expect(canonicalJson([value])).toBe(`[${text}]`);
  });

  it("Appendix B: NaN and Infinity are not JSON and are refused", () => {
    for (const bits of ["7fffffffffffffff", "7ff0000000000000"]) {
      expect(() => canonicalJson(Buffer.from(bits, "hex").readDoubleBE(0))).toThrow();
    }
  });
});

describe("SHA-256 checksums", () => {
  it("hashes the FIPS 180-2 examples and the empty string to the published digests", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("checksums a document as SHA-256 over its RFC 8785 UTF-8 bytes", async () => {
    // The §3.2.2 example, members in another order; its canonical text hashed by coreutils:
    // printf '%s' '<the canonical text above>' | sha256sum
    const document = {
      string: '€$\u000f\nA\'B"\\\\"/',
      numbers: [333333333.33333329, 1e30, 4.5, 2e-3, 1e-27],
      literals: [null, true, false],
    };
    expect(await canonicalChecksum(document)).toBe("2d5e01a318d0f0879ab568c4be289c8b1f64ef8921a53c6277d5e069978baacb");
  });
});
