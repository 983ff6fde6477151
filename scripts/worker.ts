// `npm run worker`: runs the job workers alone (no web server) on DATABASE_URL. Run as many as
// the queue needs; set WORKERS_IN_WEB=false on the web instances to keep jobs off them.
// On PGlite (no DATABASE_URL) it refuses while `npm start` holds the data directory: one
// process per PGlite directory (docs/architecture.md §7).
import { getDbHandle } from "@/lib/db/client";
import { jobsState } from "@/lib/jobs/boss";
import { installShutdown } from "@/lib/jobs/shutdown";
import { startSupportInboundFromEnv } from "@/lib/support/mail/inbound-listener";

async function main() {
  globalThis.__exportlyWorkerProcess = true;
  installShutdown("worker");
  const handle = await getDbHandle();
  const state = jobsState();
  await state.boss;
  await state.workersStarted;
  // The inbound support mail listener, when SUPPORT_INBOUND_SMTP_PORT is set (docs/support.md).
  await startSupportInboundFromEnv();
  console.info(JSON.stringify({ level: "info", msg: "worker ready", driver: handle.driver, pid: process.pid }));
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: "error", msg: "worker failed to start", error: String(error) }));
  process.exit(1);
});
