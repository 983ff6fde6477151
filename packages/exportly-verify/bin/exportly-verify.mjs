#!/usr/bin/env node
/**
 * The `exportly-verify` command. It ships no verifier of its own: it loads the app's TypeScript
 * module (lib/ebl/verifier) through tsx, so the command, the API and the /verify page run the
 * very same code. Works offline after `npm ci` (npx finds this bin in node_modules/.bin).
 */
import { tsImport } from "tsx/esm/api";

// Node resolves the bin's symlink (node_modules/exportly-verify → packages/exportly-verify), so
// this URL is inside the repository: the verifier sits three levels up.
const cli = new URL("../../../lib/ebl/verifier/cli.ts", import.meta.url);
const { runCli } = await tsImport(cli.href, import.meta.url);
process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
