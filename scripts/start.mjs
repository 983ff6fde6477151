// `npm start`: builds if there is no production build (or the sources are newer than it), then
// serves it with the front server (scripts/server/server.mjs) on PORT (default 3000). Arguments
// pass through: `npm start -- -p 4000 -H 127.0.0.1`.
import { spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawnSync(process.execPath, ["scripts/server/server.mjs", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
process.exit(server.status ?? 0);
