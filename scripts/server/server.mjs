// The production web server: `npm start` (scripts/start.mjs), the end-to-end, crash and cluster
// harnesses and the Docker image run this instead of `next start`. It is Next.js's documented
// custom server (next({ dev: false }) + getRequestHandler() on node:http) with two jobs `next
// start` does not do: the client's address comes from the socket (TRUST_PROXY says how many
// proxies' X-Forwarded-For entries to believe), and the slow-client timeouts are ours
// (front-server.mjs; docs/operations.md).
//
//   node scripts/server/server.mjs [-p PORT] [-H HOST] [--dir APP_DIR]
//
// PORT defaults to the env var PORT, then 3000; HOST to every interface.
import fs from "node:fs";
import path from "node:path";
import { createFrontServer, logLine } from "./front-server.mjs";

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    for (const name of names) {
      if (arg === name) return args[i + 1] ?? fallback;
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return fallback;
}

const dir = path.resolve(option(["--dir"], process.cwd()));
const port = Number(option(["-p", "--port"], process.env.PORT ?? "3000"));
const hostname = option(["-H", "--hostname"], undefined);
process.env.NODE_ENV = "production";

// The Docker image runs the standalone output, which has no next.config.ts: its configuration is
// the one the build wrote into required-server-files.json, handed over as Next's own standalone
// server.js does. With the config file present (npm start), Next reads that file itself.
const serverFiles = path.join(dir, ".next", "required-server-files.json");
const hasConfigFile = ["next.config.ts", "next.config.mjs", "next.config.js"].some((name) =>
  fs.existsSync(path.join(dir, name)),
);
if (!hasConfigFile && fs.existsSync(serverFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(fs.readFileSync(serverFiles, "utf8")).config,
  );
}

const { default: next } = await import("next");
let ready;
const { server, timeouts, trustedProxies } = createFrontServer({
  // A request that arrives while Next.js is still starting waits for it, as with `next start`
  // (bounded by the request timeout), rather than failing.
  handle: async (req, res) => (await ready)(req, res),
});
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port, httpServer: server });
ready = app.prepare().then(() => app.getRequestHandler());

server.on("error", (error) => {
  logLine("error", "the web server could not start", { err: String(error) });
  process.exit(1);
});
server.listen(port, hostname, () => {
  logLine("info", "web server listening", {
    url: `http://${hostname ?? "localhost"}:${port}`,
    trustedProxies,
    timeoutsMs: timeouts,
  });
  if (trustedProxies === 0)
    logLine("info", "TRUST_PROXY=0: client addresses come from the socket, X-Forwarded-For is ignored");
});
await ready;

// SIGTERM (docker stop) or SIGINT: stop accepting, let the requests in flight finish, close Next
// and exit. The app's own shutdown (lib/jobs/shutdown.ts) holds that exit until its jobs stop
// and its database is closed.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const code = signal === "SIGINT" ? 130 : 143;
    // A request or a close that never settles must not keep a stopped server alive: after the
    // jobs' own grace period and a margin, exit anyway (the app's shutdown still closes the database).
    const graceMs = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000) + 10_000;
    setTimeout(() => process.exit(code), graceMs).unref();
    server.close(() => {
      void app
        .close()
        .catch((error) => logLine("error", "closing Next.js failed", { err: String(error) }))
        .finally(() => process.exit(code));
    });
  });
}
