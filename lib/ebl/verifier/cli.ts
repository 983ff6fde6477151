import { readFileSync } from "node:fs";
import type { VerificationReport } from "../contract";
import type { Jwks } from "../chain/format";
import { verifyBundle } from "./verify-bundle";

/**
 * `exportly-verify bundle.json [--jwks keys.json] [--strict] [--json]`: the command-line face of
 * the very same verifier module the API and the /verify page use. Reads the file's bytes (every
 * byte counts), never touches the network. A bundle proves its own integrity only: whoever made
 * a key can sign an intact chain, so without --jwks the command says the origin is not verified
 * rather than "valid", and --strict turns that into a failing exit code for scripts.
 */
export const EXIT = { valid: 0, notValid: 1, usage: 2, originNotVerified: 3 } as const;

export const USAGE = `Usage: exportly-verify <bundle.json> [--jwks <keys.json>] [--strict] [--json]

Verifies an Exportly eBL bundle (GET /api/envelopes/{id}/export) offline: every signature,
every link of the chain, the document checksum, the manifests and the transition rules
replayed from ISSUE. That proves the bundle is intact, not who signed it: only --jwks with the
platform's published keys proves its origin.

  --jwks <file>  require every signing key to be in this JWKS (the platform's published
                 https://<site>/.well-known/jwks.json, saved to a file); proves the origin
  --strict       fail (exit code 3) when the origin is not verified because no --jwks was given
  --json         print the verification report as JSON
  --help         show this help

Exit code: 0 when the bundle verifies (without --jwks: when it is intact, origin not verified),
1 when it does not verify or a signing key is not in the given JWKS, 2 on a usage error,
3 with --strict when it is intact but no --jwks was given to verify its origin.`;

export type CliIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile?: (path: string) => Uint8Array;
};

type Parsed =
  { file: string; jwks: string | null; json: boolean; strict: boolean } | { help: true } | { error: string };

export function parseArgs(argv: string[]): Parsed {
  let file: string | null = null;
  let jwks: string | null = null;
  let json = false;
  let strict = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--json") json = true;
    else if (arg === "--strict") strict = true;
    else if (arg === "--jwks") {
      const value = argv[++i];
      if (!value) return { error: "--jwks needs a file" };
      jwks = value;
    } else if (arg.startsWith("--jwks=")) jwks = arg.slice("--jwks=".length);
    else if (arg.startsWith("-") && arg !== "-") return { error: `unknown option ${arg}` };
    else if (file !== null) return { error: "give one bundle file" };
    else file = arg;
  }
  if (file === null) return { error: "give the bundle file to verify" };
  return { file, jwks, json, strict };
}

export function formatReport(report: VerificationReport, name: string): string[] {
  const lines = [`Exportly eBL verifier: ${name}`, ""];
  for (const check of report.checks)
    lines.push(`${check.ok ? "✔" : "✘"} ${check.label}${check.ok ? "" : `: ${check.detail ?? "failed"}`}`);
  if (report.entries.length) {
    lines.push("", `Chain (${report.entries.length} entr${report.entries.length === 1 ? "y" : "ies"}):`);
    for (const entry of report.entries) {
      const ok = entry.signatureValid && entry.linkValid && entry.documentValid && entry.ruleValid;
      const parties = [entry.actorName, entry.recipientName].filter(Boolean).join(" → ");
      const problems = entry.problems.length ? `  (${entry.problems.join("; ")})` : "";
      lines.push(
        `  ${ok ? "✔" : "✘"} ${String(entry.index + 1).padStart(4)} ${entry.actionCode ?? "?"}  ${parties}  ${entry.actionDateTime ?? ""}  ${entry.checksum.slice(0, 16)}…${problems}`,
      );
    }
  }
  lines.push("");
  if (report.documentChecksum) lines.push(`Document checksum: ${report.documentChecksum}`);
  for (const key of report.keys)
    lines.push(
      `Signed by key ${key.kid} (${key.alg})${key.trusted === null ? ", not compared with trusted keys" : key.trusted ? ", trusted" : ", NOT in the given JWKS"}`,
    );
  if (report.finalStatus) lines.push(`Status replayed from the chain: ${report.finalStatus}`);
  lines.push(verdict(report));
  return lines;
}

/** The last line: never a plain "valid" for a bundle whose signer was not checked against trusted keys. */
export function verdict(report: VerificationReport): string {
  if (!report.integrity) return "NOT VALID: see the checks marked ✘ above.";
  if (report.origin === "trusted")
    return "VALID: the bundle is intact, every action followed the rules, and it was signed by the trusted keys.";
  if (report.origin === "untrusted")
    return "INTEGRITY VERIFIED, ORIGIN NOT VERIFIED: the bundle is intact, but it was signed by a key that is not in the given JWKS. Do not rely on it as the platform's.";
  return "INTEGRITY VERIFIED, ORIGIN NOT VERIFIED: the bundle is intact, but anyone can sign an intact bundle with a key of their own. Give the platform's published keys with --jwks to verify who signed it.";
}

/** The exit code for a report (EXIT): an untrusted signer fails; an unchecked one fails only with --strict. */
export function exitCode(report: VerificationReport, strict: boolean): number {
  if (!report.integrity || report.origin === "untrusted") return EXIT.notValid;
  if (report.origin === "unchecked") return strict ? EXIT.originNotVerified : EXIT.valid;
  return EXIT.valid;
}

/** Runs the command; resolves to its exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv);
  if ("help" in parsed) {
    io.out(USAGE);
    return EXIT.valid;
  }
  if ("error" in parsed) {
    io.err(`exportly-verify: ${parsed.error}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const read = io.readFile ?? ((path: string) => readFileSync(path));
  let bytes: Uint8Array;
  let trustedKeys: Jwks | undefined;
  try {
    bytes = read(parsed.file === "-" ? "/dev/stdin" : parsed.file);
  } catch (error) {
    io.err(`exportly-verify: cannot read ${parsed.file}: ${(error as Error).message}`);
    return EXIT.usage;
  }
  if (parsed.jwks) {
    try {
      trustedKeys = JSON.parse(new TextDecoder().decode(read(parsed.jwks))) as Jwks;
    } catch (error) {
      io.err(`exportly-verify: cannot read the JWKS ${parsed.jwks}: ${(error as Error).message}`);
      return EXIT.usage;
    }
  }
  // A view of exactly the file's bytes (a Buffer may sit inside a larger pooled ArrayBuffer).
  const report = await verifyBundle(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { trustedKeys });
  if (parsed.json) io.out(JSON.stringify(report, null, 2));
  else for (const line of formatReport(report, parsed.file)) io.out(line);
  return exitCode(report, parsed.strict);
}
