import { calculateJwkThumbprint, CompactSign, importJWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalChecksum } from "../chain/checksum";
import type { EblBundle } from "../chain/format";
import { signJson } from "../chain/sign";
import { dcsaIssues } from "../dcsa/validate";
import type { VerificationReport } from "../contract";
import { decodeBase64url, encodeBase64url } from "./base64url";
import {
  buildBundle,
  buildRandomBundle,
  generateTestKey,
  randomSteps,
  seededRandom,
  TEST_PARTIES,
  testTransportDocument,
  type BuiltBundle,
  type Step,
  type TestKey,
} from "./build-bundle";
import { firstFailure, verifyBundle } from "./verify-bundle";

const { carrier, shipper, consignee, bank, trader, forwarder } = TEST_PARTIES;

/** A to-order bill through endorsements, a blank endorsement, a refused transfer and a surrender. */
const TO_ORDER_STEPS: Step[] = [
  { action: "ISSUE", actor: carrier.id, recipient: shipper.id },
  { action: "ENDORSE_TO_ORDER", actor: shipper.id, recipient: bank.id },
  { action: "BLANK_ENDORSE", actor: bank.id },
  { action: "TRANSFER", actor: bank.id, recipient: trader.id },
  { action: "REFUSE", actor: trader.id },
  { action: "TRANSFER", actor: bank.id, recipient: consignee.id },
  { action: "ENDORSE", actor: consignee.id, recipient: forwarder.id },
  { action: "SURRENDER_FOR_DELIVERY", actor: forwarder.id },
  { action: "SACC", actor: carrier.id },
];

/** A straight bill: transferred to the named consignee, surrendered for amendment, voided. */
const STRAIGHT_STEPS: Step[] = [
  { action: "ISSUE", actor: carrier.id, recipient: shipper.id },
  { action: "TRANSFER", actor: shipper.id, recipient: consignee.id },
  { action: "SURRENDER_FOR_AMENDMENT", actor: consignee.id },
  { action: "SACC", actor: carrier.id },
  { action: "VOID", actor: carrier.id },
];

const failedIds = (report: VerificationReport) => report.checks.filter((check) => !check.ok).map((check) => check.id);
const detailOf = (report: VerificationReport, id: string) =>
  report.checks.find((check) => check.id === id)?.detail ?? "";
const withBundle = (built: BuiltBundle, change: (bundle: EblBundle) => void): string => {
  const bundle = structuredClone(built.bundle);
  change(bundle);
  return JSON.stringify(bundle);
};

let edKey: TestKey;
let toOrder: BuiltBundle;

/**
 * A fixed Ed25519 key: RFC 8032 §7.1, TEST 1 (secret 9d61b19d…7f60, public d75a9801…511a, here in
 * base64url). Ed25519 signatures are deterministic, so a bundle signed with it is the same bytes on
 * every run, and a seeded tamper run meets the same checks every time.
 */
async function rfc8032TestKey(): Promise<TestKey> {
  const publicJwk = { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" } as const;
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK(
    { ...publicJwk, d: "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A" },
    "EdDSA",
  )) as CryptoKey;
  return { signer: { kid, alg: "EdDSA", privateKey }, publicJwk: { ...publicJwk, kid, alg: "EdDSA", use: "sig" } };
}

beforeAll(async () => {
  edKey = await generateTestKey("EdDSA");
  toOrder = await buildBundle({ steps: TO_ORDER_STEPS, keys: [edKey] });
});

describe("an untouched bundle", () => {
  it("verifies: every check green, every entry valid, the state replayed", async () => {
    const report = await verifyBundle(toOrder.text);
    expect(failedIds(report)).toEqual([]);
    // Intact, but with no trusted key set nothing says who signed it: not "valid".
    expect(report).toMatchObject({ integrity: true, origin: "unchecked", valid: false });
    expect(report.checks.map((check) => check.id)).toEqual([
      "bundle",
      "text",
      "keys",
      "signatures",
      "links",
      "document",
      "issuance",
      "manifest",
      "rules",
      "times",
    ]);
    expect(report.finalStatus).toBe("SURRENDERED_FOR_DELIVERY");
    expect(report.documentChecksum).toBe(await canonicalChecksum(toOrder.bundle.transportDocument));
    expect(report.entries.map((entry) => entry.actionCode)).toEqual(TO_ORDER_STEPS.map((step) => step.action));
    expect(
      report.entries.every(
        (entry) =>
          entry.signatureValid &&
          entry.linkValid &&
          entry.documentValid &&
          entry.ruleValid &&
          entry.problems.length === 0,
      ),
    ).toBe(true);
    expect(report.entries[6]).toMatchObject({ actorName: consignee.name, recipientName: forwarder.name });
    expect(report.keys).toEqual([{ kid: edKey.signer.kid, alg: "EdDSA", trusted: null }]);
  });

  it("carries a transport document valid against DCSA eBL 3.0.3 and entries valid against PINT 3.0", async () => {
    expect(dcsaIssues("TransportDocument", toOrder.bundle.transportDocument)).toEqual([]);
    const { exportlyKeys: _keys, ...envelope } = toOrder.bundle;
    expect(dcsaIssues("EblEnvelope", envelope)).toEqual([]);
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64url(toOrder.entries[1]!.split(".")[1]!)!));
    expect(dcsaIssues("EnvelopeTransferChainEntry", payload)).toEqual([]);
  });

  it("verifies as text, as bytes, as a parsed value, and indented by a tool", async () => {
    expect((await verifyBundle(new TextEncoder().encode(toOrder.text))).integrity).toBe(true);
    const parsed = await verifyBundle(toOrder.bundle);
    expect(parsed.integrity).toBe(true);
    expect(parsed.checks.map((check) => check.id)).not.toContain("text");
    expect((await verifyBundle(`${JSON.stringify(toOrder.bundle, null, 2)}\n`)).integrity).toBe(true);
  });

  it("verifies a straight bill through surrender for amendment and void", async () => {
    const straight = await buildBundle({
      document: testTransportDocument({ isToOrder: false }),
      steps: STRAIGHT_STEPS,
      keys: [edKey],
    });
    const report = await verifyBundle(straight.text);
    expect(failedIds(report)).toEqual([]);
    expect(report.finalStatus).toBe("VOIDED");
  });

  it("verifies a bundle signed with a PS256 (RSA-PSS) key", async () => {
    const rsaKey = await generateTestKey("PS256");
    const built = await buildBundle({ steps: TO_ORDER_STEPS, keys: [rsaKey] });
    const report = await verifyBundle(built.text);
    expect(failedIds(report)).toEqual([]);
    expect(report.keys).toEqual([{ kid: rsaKey.signer.kid, alg: "PS256", trusted: null }]);
  });

  it("verifies a bundle signed by two keys after a rotation, both published", async () => {
    const newKey = await generateTestKey("EdDSA");
    const built = await buildBundle({ steps: TO_ORDER_STEPS, keys: [edKey, newKey], rotateAt: 4 });
    expect(built.bundle.exportlyKeys.keys.map((key) => key.kid)).toEqual([newKey.signer.kid, edKey.signer.kid]);
    const report = await verifyBundle(built.text, { trustedKeys: { keys: [newKey.publicJwk, edKey.publicJwk] } });
    expect(failedIds(report)).toEqual([]);
    expect(report.keys.map((key) => [key.kid, key.trusted])).toEqual([
      [edKey.signer.kid, true],
      [newKey.signer.kid, true],
    ]);
    // Without the old key the entries it signed cannot verify.
    const withoutOld = withBundle(built, (bundle) => (bundle.exportlyKeys.keys = [newKey.publicJwk]));
    const broken = await verifyBundle(withoutOld);
    expect(firstFailure(broken)?.id).toBe("signatures");
    expect(detailOf(broken, "signatures")).toContain("not in the bundle's key set");
  });

  it("reports trust: the platform's keys are trusted, any other key set fails the trusted check only", async () => {
    const trusted = await verifyBundle(toOrder.text, { trustedKeys: { keys: [edKey.publicJwk] } });
    expect(trusted).toMatchObject({ valid: true, integrity: true, origin: "trusted" });
    expect(trusted.keys[0]?.trusted).toBe(true);
    const stranger = await generateTestKey("EdDSA");
    const untrusted = await verifyBundle(toOrder.text, { trustedKeys: { keys: [stranger.publicJwk] } });
    expect(untrusted).toMatchObject({ valid: false, integrity: true, origin: "untrusted" });
    expect(failedIds(untrusted)).toEqual(["trusted"]);
    expect(untrusted.keys[0]?.trusted).toBe(false);
  });

  it("a bundle forged with a fresh key is intact, but never valid: origin unchecked without keys, untrusted with them", async () => {
    const forger = await generateTestKey("EdDSA");
    const forged = await buildRandomBundle(6, { key: forger, seed: 23 });
    const alone = await verifyBundle(forged.text);
    expect(alone).toMatchObject({ integrity: true, origin: "unchecked", valid: false });
    expect(alone.keys.map((key) => key.trusted)).toEqual([null]);
    const checked = await verifyBundle(forged.text, { trustedKeys: { keys: [edKey.publicJwk] } });
    expect(checked).toMatchObject({ integrity: true, origin: "untrusted", valid: false });
    // A bundle that fails its own checks is not compared with the trusted keys at all.
    const broken = await verifyBundle(forged.text.replace("Black pepper", "Black peppar"), {
      trustedKeys: { keys: [forger.publicJwk] },
    });
    expect(broken).toMatchObject({ integrity: false, valid: false });
  });

  it("verifies a 1,000-entry chain (the < 200 ms budget is measured by bench/ebl-verify.mjs)", async () => {
    const big = await buildRandomBundle(1000, { key: edKey, seed: 11 });
    const started = performance.now();
    const report = await verifyBundle(big.text);
    const elapsed = performance.now() - started;
    expect(failedIds(report)).toEqual([]);
    expect(report.entries).toHaveLength(1000);
    // The budget (< 200 ms) is measured by bench/ebl-verify.mjs; a test on a shared CI machine only guards against a gross regression.
    expect(elapsed).toBeLessThan(3000);
  });
});

describe("strict base64url", () => {
  it("is exactly the encoding the decoded bytes re-encode to (a flipped unused bit is refused)", () => {
    const random = seededRandom(3);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=.";
    for (let n = 0; n < 400; n++) {
      const bytes = Uint8Array.from({ length: n % 70 }, () => Math.floor(random() * 256));
      const text = encodeBase64url(bytes);
      expect(Buffer.from(text, "base64url").equals(Buffer.from(bytes))).toBe(true);
      expect(decodeBase64url(text)).toEqual(bytes);
      if (!text.length) continue;
      const at = Math.floor(random() * text.length);
      for (const char of alphabet) {
        if (char === text[at]) continue;
        const changed = text.slice(0, at) + char + text.slice(at + 1);
        const decoded = decodeBase64url(changed);
        if (decoded) expect(encodeBase64url(decoded)).toBe(changed);
      }
    }
  });
});

describe("tampering", () => {
  it("10,000 random single-byte mutations of the exported file: every one rejected, each check reached", async () => {
    // The same bundle bytes on every run (fixed key, fixed times), so the seeded run is reproducible.
    const fixed = await buildBundle({ steps: TO_ORDER_STEPS, keys: [await rfc8032TestKey()] });
    const bytes = new TextEncoder().encode(fixed.text);
    const random = seededRandom(20260302);
    const rejectedAt = new Map<string, number>();
    const accepted: number[] = [];
    const batch = 25;
    for (let start = 0; start < 10_000; start += batch) {
      const mutations = Array.from({ length: batch }, () => {
        const at = Math.floor(random() * bytes.length);
        // Never the same byte: a mutation always changes the file.
        const value = (bytes[at]! + 1 + Math.floor(random() * 255)) % 256;
        const mutated = bytes.slice();
        mutated[at] = value;
        return { at, mutated };
      });
      const reports = await Promise.all(mutations.map(({ mutated }) => verifyBundle(mutated)));
      reports.forEach((report, index) => {
        if (report.integrity) return accepted.push(mutations[index]!.at);
        const failure = firstFailure(report)!;
        const where =
          failure.id === "bundle" && /not valid (JSON|UTF-8)/.test(failure.detail ?? "") ? "parse" : failure.id;
        rejectedAt.set(where, (rejectedAt.get(where) ?? 0) + 1);
      });
    }
    console.info(
      `10,000 mutations of a ${bytes.length}-byte bundle, first failing check:`,
      Object.fromEntries([...rejectedAt].sort((a, b) => b[1] - a[1])),
    );
    expect(accepted).toEqual([]);
    // Where each mutation is first caught. Most bytes are JSON syntax or base64url text, so most
    // mutations break parsing or a signature; the rest prove the later checks are reached too: a
    // byte of the transport document (document), of the manifest (manifest), of a key (keys), or
    // one that leaves valid JSON of the wrong shape (bundle). These are the figures of this seeded
    // run over this fixed bundle; a change means a check now catches more or less than before.
    expect(Object.fromEntries(rejectedAt)).toEqual({
      parse: 6492,
      signatures: 2847,
      document: 486,
      manifest: 125,
      bundle: 26,
      keys: 24,
    });
  }, 600_000);

  it("a dropped entry: first, middle or last", async () => {
    const first = await verifyBundle(withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.shift()));
    expect(failedIds(first)).toContain("links");
    expect(detailOf(first, "links")).toContain("Entry 1 names a previous entry");
    const middle = await verifyBundle(withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.splice(3, 1)));
    expect(firstFailure(middle)?.id).toBe("links");
    expect(detailOf(middle, "links")).toBe("Entry 4 does not link to entry 3");
    const last = await verifyBundle(withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.pop()));
    expect(failedIds(last)).toEqual(["manifest"]);
    expect(detailOf(last, "manifest")).toContain("names another last entry");
  });

  it("reordered and duplicated entries", async () => {
    const swapped = await verifyBundle(
      withBundle(toOrder, (bundle) => {
        const chain = bundle.envelopeTransferChain;
        [chain[2], chain[3]] = [chain[3]!, chain[2]!];
      }),
    );
    expect(failedIds(swapped)).toContain("links");
    expect(detailOf(swapped, "links")).toContain("Entry 3 does not link to entry 2");
    const duplicated = await verifyBundle(
      withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.splice(5, 0, bundle.envelopeTransferChain[4]!)),
    );
    expect(failedIds(duplicated)).toContain("links");
    expect(detailOf(duplicated, "links")).toContain("Entry 6 does not link to entry 5");
    const reversed = await verifyBundle(withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.reverse()));
    expect(failedIds(reversed)).toContain("links");
  });

  it("entries spliced in from another valid bundle signed by the same key", async () => {
    const other = await buildBundle({ steps: randomSteps(TO_ORDER_STEPS.length, { seed: 99 }), keys: [edKey] });
    expect((await verifyBundle(other.text)).integrity).toBe(true);
    // Ed25519 is deterministic: both bundles start with the very same ISSUE entry, so the splice point is the first difference.
    expect(other.entries[0]).toBe(toOrder.entries[0]);
    const replaced = await verifyBundle(
      withBundle(toOrder, (bundle) => (bundle.envelopeTransferChain[1] = other.entries[1]!)),
    );
    expect(failedIds(replaced)).toContain("links");
    expect(detailOf(replaced, "links")).toBe("Entry 3 does not link to entry 2");
    // Our prefix and the other bundle's tail link up, but the signed manifest names our last entry.
    const tail = await verifyBundle(
      withBundle(
        toOrder,
        (bundle) => (bundle.envelopeTransferChain = [toOrder.entries[0]!, ...other.entries.slice(1)]),
      ),
    );
    expect(failedIds(tail)).toEqual(["manifest"]);
    // With the other manifest too it is simply the other, genuine bundle; with another document it is not.
    const withOtherDocument = await buildBundle({
      document: testTransportDocument({ reference: "BALU999999999" }),
      steps: TO_ORDER_STEPS,
      keys: [edKey],
    });
    const mixed = await verifyBundle(
      withBundle(toOrder, (bundle) => bundle.envelopeTransferChain.splice(4, 1, withOtherDocument.entries[4]!)),
    );
    expect(failedIds(mixed)).toEqual(expect.arrayContaining(["links", "document"]));
  });

  it("a replaced transport document", async () => {
    const report = await verifyBundle(
      withBundle(
        toOrder,
        (bundle) => (bundle.transportDocument = testTransportDocument({ reference: "BALU000000001" })),
      ),
    );
    expect(firstFailure(report)?.id).toBe("document");
    expect(failedIds(report)).toEqual(["document", "issuance", "manifest"]);
    const edited = await verifyBundle(
      withBundle(
        toOrder,
        (bundle) => ((bundle.transportDocument.consignmentItems as { HSCodes: string[] }[])[0]!.HSCodes = ["090412"]),
      ),
    );
    expect(failedIds(edited)).toEqual(["document", "issuance", "manifest"]);
  });

  it("a replaced manifest, and a manifest re-signed over a shortened chain", async () => {
    const other = await buildBundle({ steps: TO_ORDER_STEPS.slice(0, 5), keys: [edKey] });
    const replaced = await verifyBundle(
      withBundle(
        toOrder,
        (bundle) => (bundle.envelopeManifestSignedContent = other.bundle.envelopeManifestSignedContent),
      ),
    );
    expect(failedIds(replaced)).toEqual(["manifest"]);
    const stranger = await generateTestKey("EdDSA");
    const foreign = await verifyBundle(
      withBundle(toOrder, (bundle) => {
        bundle.envelopeManifestSignedContent = other.bundle.envelopeManifestSignedContent;
        bundle.exportlyKeys.keys.push(stranger.publicJwk);
      }),
    );
    expect(failedIds(foreign)).toEqual(["manifest"]);
  });

  it("an illegal action sequence signed with the right key: the replay names the rule", async () => {
    const byNonPossessor = await buildBundle({
      steps: [
        { action: "ISSUE", actor: carrier.id, recipient: shipper.id },
        { action: "TRANSFER", actor: trader.id, recipient: bank.id },
      ],
      keys: [edKey],
      allowIllegal: true,
    });
    const report = await verifyBundle(byNonPossessor.text);
    expect(failedIds(report)).toEqual(["rules"]);
    expect(detailOf(report, "rules")).toContain("Entry 2 (TRANSFER): refused by rule not_possessor");
    expect(report.entries[1]).toMatchObject({
      signatureValid: true,
      linkValid: true,
      documentValid: true,
      ruleValid: false,
    });
    expect(report.finalStatus).toBeNull();

    const straightEndorsed = await buildBundle({
      document: testTransportDocument({ isToOrder: false }),
      steps: [
        { action: "ISSUE", actor: carrier.id, recipient: shipper.id },
        { action: "ENDORSE", actor: shipper.id, recipient: bank.id },
      ],
      keys: [edKey],
      allowIllegal: true,
    });
    expect(detailOf(await verifyBundle(straightEndorsed.text), "rules")).toContain("refused by rule straight_bill");

    const voidWhileIssued = await buildBundle({
      steps: [TO_ORDER_STEPS[0]!, { action: "VOID", actor: carrier.id }],
      keys: [edKey],
      allowIllegal: true,
    });
    expect(detailOf(await verifyBundle(voidWhileIssued.text), "rules")).toContain("refused by rule wrong_state");

    const surrenderToSomeoneElse = await buildBundle({
      steps: [TO_ORDER_STEPS[0]!, { action: "SURRENDER_FOR_DELIVERY", actor: shipper.id, recipient: bank.id }],
      keys: [edKey],
      allowIllegal: true,
    });
    expect(detailOf(await verifyBundle(surrenderToSomeoneElse.text), "rules")).toContain(
      "refused by rule wrong_recipient",
    );
  });

  it("a chain that does not start with ISSUE", async () => {
    const payload = {
      eblPlatform: "EXPL",
      transportDocumentChecksum: await canonicalChecksum(toOrder.bundle.transportDocument),
      transactions: [
        {
          actionCode: "TRANSFER",
          actor: { partyName: "x", eblPlatform: "EXPL", identifyingCodes: [] },
          actionDateTime: "2026-03-02T06:00:00.000Z",
        },
      ],
    };
    const first = await signJson(payload, edKey.signer);
    const report = await verifyBundle(withBundle(toOrder, (bundle) => (bundle.envelopeTransferChain = [first])));
    expect(detailOf(report, "links")).toContain("Entry 1 is TRANSFER, not ISSUE");
    expect(failedIds(report)).toEqual(expect.arrayContaining(["links", "issuance", "manifest", "rules"]));
  });

  it("action times that go backwards, re-signed", async () => {
    const built = await buildBundle({
      steps: TO_ORDER_STEPS,
      keys: [edKey],
      actionDateTimes: { 3: "2026-03-01T23:59:59.000Z" },
    });
    const report = await verifyBundle(built.text);
    expect(failedIds(report)).toEqual(["times"]);
    expect(detailOf(report, "times")).toContain("Entry 4 is dated 2026-03-01T23:59:59.000Z");
    const notUtc = await buildBundle({
      steps: TO_ORDER_STEPS,
      keys: [edKey],
      actionDateTimes: { 2: "2026-03-02T11:32:00+05:30" },
    });
    expect(failedIds(await verifyBundle(notUtc.text))).toEqual(["times"]);
  });

  it("a flipped unused bit in the last character of a signature (lenient decoders accept it)", async () => {
    const [header, payload, signature] = toOrder.entries[2]!.split(".") as [string, string, string];
    // 64 bytes → 86 characters: the last one carries 2 bits of data and 4 unused ones.
    const last = signature.at(-1)!;
    const flipped = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".indexOf(last) ^ 1
    ]!;
    const tampered = `${header}.${payload}.${signature.slice(0, -1)}${flipped}`;
    expect(Buffer.from(tampered.split(".")[2]!, "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
    const report = await verifyBundle(withBundle(toOrder, (bundle) => (bundle.envelopeTransferChain[2] = tampered)));
    expect(failedIds(report)).toContain("signatures");
    expect(detailOf(report, "signatures")).toContain("Entry 3: signature is not canonical base64url");
  });

  it("a protected header with extra members (crit, b64) is refused even when signed", async () => {
    const payload = decodeBase64url(toOrder.entries[0]!.split(".")[1]!)!;
    const resigned = await new CompactSign(payload)
      .setProtectedHeader({ alg: "EdDSA", kid: edKey.signer.kid, typ: "JWT" })
      .sign(edKey.signer.privateKey);
    const report = await verifyBundle(withBundle(toOrder, (bundle) => (bundle.envelopeTransferChain[0] = resigned)));
    expect(detailOf(report, "signatures")).toContain('unexpected member "typ"');
  });

  it("keys: not a thumbprint, a private member, an extra member, a wrong alg or use, a duplicate", async () => {
    const cases: [string, (bundle: EblBundle) => void, string][] = [
      ["kid", (bundle) => (bundle.exportlyKeys.keys[0]!.kid = "my-key"), "kid is not the key's RFC 7638 thumbprint"],
      [
        "private",
        (bundle) => Object.assign(bundle.exportlyKeys.keys[0]!, { d: "AAAA" }),
        'carries the private member "d"',
      ],
      [
        "extra",
        (bundle) => Object.assign(bundle.exportlyKeys.keys[0]!, { x5u: "https://example.com" }),
        'unexpected member "x5u"',
      ],
      ["alg", (bundle) => (bundle.exportlyKeys.keys[0]!.alg = "PS256"), "alg must be EdDSA"],
      ["use", (bundle) => (bundle.exportlyKeys.keys[0]!.use = "enc"), 'use must be "sig"'],
      ["duplicate", (bundle) => bundle.exportlyKeys.keys.push({ ...bundle.exportlyKeys.keys[0]! }), "appears twice"],
    ];
    for (const [name, change, expected] of cases) {
      const report = await verifyBundle(withBundle(toOrder, change));
      expect(firstFailure(report)?.id, name).toBe("keys");
      expect(detailOf(report, "keys"), name).toContain(expected);
      expect(report.valid).toBe(false);
    }
  });

  it("a re-formatted or re-encoded file, and a value spelt differently", async () => {
    expect(failedIds(await verifyBundle(toOrder.text.replace('],"exportlyKeys"', '], "exportlyKeys"')))).toEqual([
      "text",
    ]);
    expect(failedIds(await verifyBundle(JSON.stringify(toOrder.bundle, null, 2).replaceAll("\n", "\r\n")))).toEqual([
      "text",
    ]);
    // 18250.5 and 1.82505e4 are the same number (same canonical checksum): only the text check sees it.
    expect(failedIds(await verifyBundle(toOrder.text.replace("18250.5", "1.82505e4")))).toEqual(["text"]);
    expect(failedIds(await verifyBundle(toOrder.text.replace("Müller", "M\\u00fcller")))).toEqual(["text"]);
  });

  it("input that is not a bundle at all", async () => {
    for (const input of ["", "null", "[]", "{}", '{"transportDocument":{}}', new Uint8Array([0xff, 0xfe]), 42, null]) {
      const report = await verifyBundle(input);
      expect(report.valid).toBe(false);
      expect(firstFailure(report)?.id).toBe("bundle");
      expect(
        report.checks
          .filter((check) => check.id !== "bundle" && check.id !== "text")
          .every((check) => !check.ok && check.detail?.startsWith("Not checked")),
      ).toBe(true);
    }
    const extra = await verifyBundle(withBundle(toOrder, (bundle) => Object.assign(bundle, { note: "hi" })));
    expect(detailOf(extra, "bundle")).toContain('unexpected member "note"');
  });
});
