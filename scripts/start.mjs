// `npm start`: builds once if there is no production build (or the sources are newer than it),
// then serves it with `next start` on PORT (default 3000).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "components", "lib", "models", "public", "next.config.ts", "package-lock.json"];
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const stale = sources.some((s) => {
  const full = path.join(root, s);
  if (!fs.existsSync(full)) return false;
  return (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built;
});

const run = (args) => spawnSync("npx", ["--no-install", ...args], { stdio: "inherit", env: process.env });

if (!built || stale) {
  console.log(built ? "Sources changed since the last build; building…" : "No production build yet; building…");
  const copy = spawnSync(process.execPath, ["scripts/copy-vendor.mjs"], { stdio: "inherit" });
  if (copy.status !== 0) process.exit(copy.status ?? 1);
  const build = run(["next", "build"]);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = run(["next", "start", "-p", process.env.PORT ?? "3000", ...process.argv.slice(2)]);
process.exit(server.status ?? 0);
