import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { currentRequestId } from "./request-context";

/**
 * One JSON line per event on stdout (docs/operations.md). Synchronous writes, no transport: a
 * transport runs in a worker thread, which `next start`'s bundles and Vitest do not load reliably,
 * and the container's log driver already collects stdout.
 */
export function createLogger(destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: levelFromEnv(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Every line logged while a request is served carries its id (set by lib/http/route.ts).
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      ...options,
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** `LOG_LEVEL`, or info: pino throws on an unknown level, and a typo must not stop the server. */
function levelFromEnv(): string {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  return wanted && (wanted === "silent" || wanted in pino.levels.values) ? wanted : "info";
}

const LOGGER_KEY = Symbol.for("exportly.logger");
type Holder = { [LOGGER_KEY]?: Logger };

/** The process-wide logger (shared by every route bundle through globalThis). */
export const logger: Logger = ((globalThis as Holder)[LOGGER_KEY] ??= createLogger());
