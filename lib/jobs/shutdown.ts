import { shutdownTimeoutMs, stopJobs } from "./boss";
import { logger } from "@/lib/observability/logger";

declare global {
  var __exportlyShutdownInstalled: boolean | undefined;
}

async function closeDatabase(): Promise<void> {
  const pending = globalThis.__exportlyDb;
  if (!pending) return;
  globalThis.__exportlyDb = undefined;
  try {
    await (await pending).close();
  } catch (error) {
    logger.error({ error: String(error) }, "database close failed");
  }
}

const log = (msg: string, extra: Record<string, unknown> = {}) => logger.info({ ...extra }, msg);

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop fetching jobs, let running ones finish (up to
 * SHUTDOWN_TIMEOUT_MS; pg-boss then fails them and their retry policy applies), close the
 * database, exit.
 *
 * In the web process the web server (scripts/server/server.mjs) has its own handler, which
 * stops accepting connections, waits for pending requests and then calls process.exit. It runs
 * alongside ours; its exit is held until the jobs are stopped and the database closed (a request
 * still in flight must not lose its database, so the close comes last). Where no other handler
 * listens (the worker), ours exits by itself.
 */
export function installShutdown(role: "web" | "worker"): void {
  if (globalThis.__exportlyShutdownInstalled) return;
  globalThis.__exportlyShutdownInstalled = true;
  const realExit = process.exit.bind(process);
  const timeoutMs = shutdownTimeoutMs();
  let jobsStopped: Promise<void> | undefined;
  let exiting = false;

  const finish = (code: number) => {
    if (exiting) return;
    exiting = true;
    // A last resort: a job or query that never settles must not keep a terminated process alive.
    setTimeout(() => realExit(code), timeoutMs + 5_000).unref();
    void (jobsStopped ?? Promise.resolve())
      .then(closeDatabase)
      .then(() => log("shutdown complete", { role }))
      .finally(() => realExit(code));
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (jobsStopped) return;
    log("shutdown started", { role, signal, timeoutMs });
    jobsStopped = stopJobs(timeoutMs).catch((error: unknown) => {
      logger.error({ error: String(error) }, "job shutdown failed");
    });
    const othersListen = process.listeners(signal).some((listener) => listener !== onSignal);
    if (!othersListen) finish(signal === "SIGINT" ? 130 : 0);
  };

  if (role === "web") {
    // Next's handler ends with process.exit once its server has drained: hold that exit.
    process.exit = ((code?: number | string | null) => {
      if (!jobsStopped) return realExit(code as number);
      finish(typeof code === "number" ? code : 0);
      return undefined as never;
    }) as typeof process.exit;
  }
  process.prependListener("SIGTERM", onSignal);
  process.prependListener("SIGINT", onSignal);
}
