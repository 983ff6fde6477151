import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerificationReport } from "../contract";
import { buildRandomBundle, generateTestKey, type BuiltBundle, type TestKey } from "./build-bundle";
import { parseArgs } from "./cli";

/**
 * The `exportly-verify` command as a user runs it: the bin npm links into node_modules/.bin (what
 * `npx exportly-verify` finds), in a child process with the network switched off.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const bin = path.join(root, "node_modules", ".bin", "exportly-verify");
const noNetwork = path.join(root, "test", "no-network.mjs");

/**
 * A Linux network namespace of its own (`unshare -rn`: only a loopback that is down) when the
 * kernel allows it; the preload that makes net/dns/fetch throw runs either way, so an attempt to
 * reach the network fails loudly rather than timing out.
 */
function offlineCommand(): { command: string; prefix: string[] } {
  const probe = spawnSync("unshare", ["-rn", "true"], { encoding: "utf8" });
  if (probe.status === 0) return { command: "unshare", prefix: ["-rn", bin] };
  console.info(
    `unshare -rn is not available (${probe.error?.message ?? probe.stderr.trim()}): falling back to the no-network preload alone`,
  );
  return { command: bin, prefix: [] };
}

let dir: string;
let built: BuiltBundle & { key: TestKey };
let offline: { command: string; prefix: string[] };

const run = (...args: string[]) =>
  spawnSync(offline.command, [...offline.prefix, ...args], {
    encoding: "utf8",
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: `--import ${noNetwork}`, HTTP_PROXY: "", HTTPS_PROXY: "" },
    timeout: 60_000,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "exportly-verify-"));
  built = await buildRandomBundle(12, { seed: 5 });
  writeFileSync(path.join(dir, "bundle.json"), built.text);
  // One character of the document changed: the kind of edit a forger would make.
  writeFileSync(path.join(dir, "tampered.json"), built.text.replace("Black pepper", "Black peppar"));
  writeFileSync(path.join(dir, "keys.json"), JSON.stringify(built.bundle.exportlyKeys));
  offline = offlineCommand();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("exportly-verify (the CLI), offline", () => {
  it("really has no network where it runs", () => {
    const attempt =
      "(async () => { try { await fetch('http://1.1.1.1/'); process.exit(0) } catch (e) { console.log(e.cause?.code ?? e.message); process.exit(3) } })()";
    const prefix = offline.prefix.slice(0, -1);
    const withPreload = spawnSync(
      offline.command === "unshare" ? "unshare" : process.execPath,
      offline.command === "unshare" ? [...prefix, process.execPath, "-e", attempt] : ["-e", attempt],
      {
        encoding: "utf8",
        env: { ...process.env, NODE_OPTIONS: `--import ${noNetwork}` },
      },
    );
    expect(withPreload.status).toBe(3);
    expect(withPreload.stdout).toContain("network disabled");
    if (offline.command !== "unshare") return;
    // The namespace alone, without the preload: no route anywhere.
    const bare = spawnSync("unshare", [...prefix, process.execPath, "-e", attempt], {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    expect(bare.status).toBe(3);
    expect(bare.stdout.trim()).toMatch(/ENETUNREACH|EAI_AGAIN|ECONNREFUSED/);
  });

  it("without trusted keys: a ✔ line per check, but integrity verified, origin NOT verified; never plain VALID", () => {
    const result = run("bundle.json");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("✔ Every signature is valid");
    expect(result.stdout).toContain("✔ Every action is allowed by the rules, replayed from ISSUE");
    expect(result.stdout).not.toContain("✘");
    expect(result.stdout).toContain("Chain (12 entries)");
    expect(result.stdout).toContain("not compared with trusted keys");
    expect(result.stdout).toContain("INTEGRITY VERIFIED, ORIGIN NOT VERIFIED");
    expect(result.stdout).not.toMatch(/^VALID/m);
  });

  it("--strict fails (exit 3) when the origin is not verified, and passes with the trusted keys", () => {
    const strict = run("--strict", "bundle.json");
    expect(strict.status).toBe(3);
    expect(strict.stdout).toContain("INTEGRITY VERIFIED, ORIGIN NOT VERIFIED");
    const proven = run("--strict", "bundle.json", "--jwks", "keys.json");
    expect(proven.status).toBe(0);
    expect(proven.stdout).toMatch(
      /^VALID: the bundle is intact, every action followed the rules, and it was signed by the trusted keys\.$/m,
    );
  });

  it("a bundle forged with a fresh key is not VALID: origin not verified without keys, exit 1 against the real ones", async () => {
    const forger = await generateTestKey("EdDSA");
    const forged = await buildRandomBundle(4, { key: forger, seed: 31 });
    writeFileSync(path.join(dir, "forged.json"), forged.text);
    const alone = run("forged.json");
    expect(alone.stdout).toContain("INTEGRITY VERIFIED, ORIGIN NOT VERIFIED");
    expect(alone.stdout).not.toMatch(/^VALID/m);
    expect(run("--strict", "forged.json").status).toBe(3);
    const checked = run("forged.json", "--jwks", "keys.json");
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain("signed by a key that is not in the given JWKS");
    const json = JSON.parse(run("forged.json", "--json").stdout) as VerificationReport;
    expect(json).toMatchObject({ valid: false, integrity: true, origin: "unchecked" });
  });

  it("exits 1 on a tampered file and says which check failed and why", () => {
    const result = run("tampered.json");
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /✘ Transport document matches every entry's checksum: The transport document's checksum is [0-9a-f]{64}, but every entry signed another/,
    );
    expect(result.stdout).toContain("NOT VALID");
  });

  it("prints the report as JSON with --json, and checks trust with --jwks", async () => {
    const json = run("bundle.json", "--json", "--jwks", "keys.json");
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as VerificationReport;
    expect(report).toMatchObject({ valid: true, integrity: true, origin: "trusted" });
    expect(report.keys).toEqual([{ kid: built.key.signer.kid, alg: "EdDSA", trusted: true }]);
    const stranger: TestKey = await generateTestKey("EdDSA");
    writeFileSync(path.join(dir, "other-keys.json"), JSON.stringify({ keys: [stranger.publicJwk] }));
    const untrusted = run("bundle.json", "--jwks=other-keys.json");
    expect(untrusted.status).toBe(1);
    expect(untrusted.stdout).toContain("✘ Signed by this platform's published keys");
    expect(untrusted.stdout).toContain("INTEGRITY VERIFIED, ORIGIN NOT VERIFIED");
  });

  it("exits 2 on a usage error", () => {
    expect(run().status).toBe(2);
    expect(run("a.json", "b.json").status).toBe(2);
    expect(run("--frobnicate", "bundle.json").stderr).toContain("unknown option --frobnicate");
    expect(run("missing.json").status).toBe(2);
    expect(run("--help").status).toBe(0);
  });

  it("runs from a fresh shell through npx, as the README says", () => {
    const output = execFileSync("npx", ["--no-install", "exportly-verify", path.join(dir, "bundle.json")], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, npm_config_offline: "true" },
    });
    expect(output).toContain("INTEGRITY VERIFIED, ORIGIN NOT VERIFIED");
  });
});

describe("argument parsing", () => {
  it("takes one file and the two options", () => {
    expect(parseArgs(["b.json"])).toEqual({ file: "b.json", jwks: null, json: false, strict: false });
    expect(parseArgs(["--json", "b.json", "--jwks", "k.json", "--strict"])).toEqual({
      file: "b.json",
      jwks: "k.json",
      json: true,
      strict: true,
    });
    expect(parseArgs(["--jwks"])).toEqual({ error: "--jwks needs a file" });
    expect(parseArgs([])).toEqual({ error: "give the bundle file to verify" });
  });
});
