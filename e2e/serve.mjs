// The e2e web server: a production build served by the front server (scripts/server/server.mjs), on TEST_DATABASE_URL when set
// (a fresh PostgreSQL database made by .ci/run) or on a fresh PGlite directory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const env = { ...process.env };
if (env.TEST_DATABASE_URL) {
  env.DATABASE_URL = env.TEST_DATABASE_URL;
} else {
  delete env.DATABASE_URL;
  env.PGLITE_DIR = path.join(root, "e2e", ".data", "db");
  fs.rmSync(path.join(root, "e2e", ".data"), { recursive: true, force: true });
}
// Uploaded files stay inside the e2e scratch directory, never in ./data/files.
env.FILES_DIR ??= path.join(root, "e2e", ".data", "files");
// The landing screenshots are not re-rendered for a test run: the committed ones are served (and checked).
env.SKIP_LANDING_SCREENSHOTS ??= "1";
// Always a fresh build (the tests judge this tree), unless E2E_SKIP_BUILD asks to reuse one.
if (!env.E2E_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ["scripts/server/server.mjs", "-p", env.PORT ?? "3210", "-H", "127.0.0.1"], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
