/**
 * Did the request fail because its client went away (closed the tab, lost the network, cancelled
 * an upload)? Then reading the body fails with Node's "aborted"/ECONNRESET, or the request's
 * signal has fired. That is not a fault of the server: it is logged below error level.
 */
const ABORT_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "UND_ERR_ABORTED"]);

export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal?.aborted) return true;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && ABORT_CODES.has(code)) return true;
    if (current.name === "AbortError" || current.name === "ResponseAborted" || current.message === "aborted")
      return true;
    current = current.cause;
  }
  return false;
}
