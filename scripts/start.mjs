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
// Production refuses to start without SITE_URL (links in PDFs and mails must never come from the
// request's Host). `npm start` is the laptop command, where this machine's own address is the
// right one, so it fills that in and says so; a server behind a real domain sets SITE_URL.
const env = { ...process.env };
if (!env.SITE_URL?.trim()) {
  const portArg = process.argv.indexOf("-p");
  const port = portArg >= 0 ? process.argv[portArg + 1] : (env.PORT ?? "3000");
  env.SITE_URL = `http://localhost:${port}`;
  console.log(
    `SITE_URL is not set: links in PDFs and mails will point to ${env.SITE_URL}. Set SITE_URL to the address your users reach.`,
  );
}
const server = spawnSync(process.execPath, ["scripts/server/server.mjs", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
process.exit(server.status ?? 0);
