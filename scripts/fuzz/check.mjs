// The verdict on one answer of the fuzz suite (scripts/fuzz/fuzz.mjs).

/**
 * What is wrong with an answer, or null. 5xx is always wrong; so is an error answer that is not
 * JSON `{message: string, code: <documented code>, issues?: [{path, message}]}` whose status is
 * the status of its code.
 */
export function problemWith(answer, codes, statusOfCode) {
  if (answer.error) return `no answer: ${answer.error}`;
  const { status } = answer;
  if (status >= 500) return `${status} server error`;
  if (status < 400) return null;
  const contentType = String(answer.headers["content-type"] ?? "");
  if (!contentType.includes("application/json"))
    return `${status} answered as ${contentType || "no content type"}, not JSON`;
  let body;
  try {
    body = JSON.parse(answer.bytes.toString("utf8"));
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return `${status} with a JSON body that is not an object`;
  if (typeof body.message !== "string" || body.message.trim() === "") return `${status} without a message`;
  if (!codes.includes(body.code)) return `${status} with undocumented code ${JSON.stringify(body.code)}`;
  if (statusOfCode[body.code] !== undefined && statusOfCode[body.code] !== status)
    return `${status} with code ${body.code}, which the error table answers with ${statusOfCode[body.code]}`;
  if (body.issues !== undefined) {
    if (!Array.isArray(body.issues)) return `${status} with issues that is not an array`;
    if (!body.issues.every((i) => i && typeof i.path === "string" && typeof i.message === "string"))
      return `${status} with an issue that is not {path, message}`;
  }
  return null;
}
