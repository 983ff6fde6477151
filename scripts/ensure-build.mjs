// The production build, made when missing or older than the sources. Shared by `npm start`
// (scripts/start.mjs) and the benchmark (bench/run.mjs), so neither serves stale code.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "models",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    // public/vendor and public/landing (the screenshots) are written by the build itself.
    if (target.endsWith(`${path.sep}public`) && (entry === "vendor" || entry === "landing")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Runs `npm run build` unless .next holds a build newer than every source. Returns whether it built. */
export function ensureBuild(root = process.cwd(), log = console.log) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const stale = SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
  if (built && !stale) return false;
  log(built ? "Sources changed since the last build; building…" : "No production build yet; building…");
  buildNow(root);
  return true;
}

/** `npm run build`: copies the self-hosted API viewer, then `next build`. */
export function buildNow(root = process.cwd()) {
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
