import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { VerificationReport } from "@/lib/ebl/contract";
import { buildRandomBundle, generateTestKey, type TestKey } from "@/lib/ebl/verifier/build-bundle";
import { verifyBundle } from "@/lib/ebl/verifier/verify-bundle";
import { VerificationResult, verdictHeading } from "./verification-result";

/** The /verify page's verdict, rendered from real reports of the shared verifier. */
const render = (report: VerificationReport) =>
  renderToStaticMarkup(createElement(VerificationResult, { report, source: "bill.json" }));

let platform: TestKey;
let text: string;
beforeAll(async () => {
  platform = await generateTestKey("EdDSA");
  text = (await buildRandomBundle(3, { key: platform, seed: 41 })).text;
});

describe("the /verify page's verdict", () => {
  it("is green and valid only when signed by this platform's published keys", async () => {
    const report = await verifyBundle(text, { trustedKeys: { keys: [platform.publicJwk] } });
    expect(verdictHeading(report)).toBe("✓ Valid bundle");
    expect(render(report)).toContain('data-origin="trusted"');
  });

  it("says integrity verified, origin NOT verified, in red, when the site's keys could not be loaded", async () => {
    const report = await verifyBundle(text);
    expect(verdictHeading(report)).toBe("✗ Integrity verified, origin NOT verified");
    const html = render(report);
    expect(html).toContain("✗ Integrity verified, origin NOT verified");
    expect(html).toContain("who signed it is not verified");
    expect(html).not.toContain("Valid bundle");
    expect(html).toContain('data-origin="unchecked"');
  });

  it("says the same for a bundle forged with a fresh key, naming the foreign key", async () => {
    const forger = await generateTestKey("EdDSA");
    const forged = (await buildRandomBundle(3, { key: forger, seed: 43 })).text;
    const report = await verifyBundle(forged, { trustedKeys: { keys: [platform.publicJwk] } });
    const html = render(report);
    expect(html).toContain("✗ Integrity verified, origin NOT verified");
    expect(html).toContain("signed with a key this site does not publish");
    expect(html).toContain("(not a key this site publishes)");
  });

  it("says not valid when the bundle fails its own checks", async () => {
    const report = await verifyBundle(text.replace("Black pepper", "Black peppar"));
    expect(verdictHeading(report)).toBe("✗ Not valid");
    expect(render(report)).toMatch(/bill\.json: \d+ checks? failed\. Do not rely on this bundle\./);
  });
});
