// `npm start`: builds if there is no production build (or the sources are newer than it),
// then serves it with `next start` on PORT (default 3000).
import { spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawnSync(
  "npx",
  ["--no-install", "next", "start", "-p", process.env.PORT ?? "3000", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: process.env,
  },
);
process.exit(server.status ?? 0);
