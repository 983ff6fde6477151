import { readFileSync } from "node:fs";
import type { VerificationReport } from "../contract";
import type { Jwks } from "../chain/format";
import { verifyBundle } from "./verify-bundle";

/**
 * `exportly-verify bundle.json [--jwks keys.json] [--json]`: the command-line face of the very
 * same verifier module the API and the /verify page use. Reads the file's bytes (every byte
 * counts), never touches the network. Exit codes: 0 valid, 1 not valid, 2 usage error.
 */
export const USAGE = `Usage: exportly-verify <bundle.json> [--jwks <keys.json>] [--json]

Verifies an Exportly eBL bundle (GET /api/envelopes/{id}/export) offline: every signature,
every link of the chain, the document checksum, the manifests and the transition rules
replayed from ISSUE.

  --jwks <file>  also require every signing key to be in this JWKS (for example the
                 platform's published https://<site>/.well-known/jwks.json, saved to a file)
  --json         print the verification report as JSON
  --help         show this help

Exit code: 0 when the bundle verifies, 1 when it does not, 2 on a usage error.`;

export type CliIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile?: (path: string) => Uint8Array;
};

type Parsed = { file: string; jwks: string | null; json: boolean } | { help: true } | { error: string };

export function parseArgs(argv: string[]): Parsed {
  let file: string | null = null;
  let jwks: string | null = null;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--json") json = true;
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
  return { file, jwks, json };
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
      `Signed by key ${key.kid} (${key.alg})${key.trusted === null ? "" : key.trusted ? ", trusted" : ", NOT in the given JWKS"}`,
    );
  if (report.finalStatus) lines.push(`Status replayed from the chain: ${report.finalStatus}`);
  lines.push(
    report.valid
      ? "VALID: the bundle is intact and every action followed the rules."
      : "NOT VALID: see the checks marked ✘ above.",
  );
  return lines;
}

/** Runs the command; resolves to its exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv);
  if ("help" in parsed) {
    io.out(USAGE);
    return 0;
  }
  if ("error" in parsed) {
    io.err(`exportly-verify: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const read = io.readFile ?? ((path: string) => readFileSync(path));
  let bytes: Uint8Array;
  let trustedKeys: Jwks | undefined;
  try {
    bytes = read(parsed.file === "-" ? "/dev/stdin" : parsed.file);
  } catch (error) {
    io.err(`exportly-verify: cannot read ${parsed.file}: ${(error as Error).message}`);
    return 2;
  }
  if (parsed.jwks) {
    try {
      trustedKeys = JSON.parse(new TextDecoder().decode(read(parsed.jwks))) as Jwks;
    } catch (error) {
      io.err(`exportly-verify: cannot read the JWKS ${parsed.jwks}: ${(error as Error).message}`);
      return 2;
    }
  }
  // A view of exactly the file's bytes (a Buffer may sit inside a larger pooled ArrayBuffer).
  const report = await verifyBundle(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { trustedKeys });
  if (parsed.json) io.out(JSON.stringify(report, null, 2));
  else for (const line of formatReport(report, parsed.file)) io.out(line);
  return report.valid ? 0 : 1;
}
