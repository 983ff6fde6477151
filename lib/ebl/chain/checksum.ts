import { canonicalJson } from "../../canonical-json";

/**
 * Checksums as DCSA defines them: lowercase hex SHA-256. Documents are hashed in their RFC 8785
 * canonical form (the `canonicalize` package is by an author of RFC 8785); chain entries over the
 * whole JWS compact string. WebCrypto only, so the same code runs in Node, the browser and the CLI.
 */
const encoder = new TextEncoder();

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

export { canonicalJson };

/** SHA-256 over the RFC 8785 form: the transport document checksum, the issueTo checksum. */
export const canonicalChecksum = (value: unknown): Promise<string> => sha256Hex(canonicalJson(value));
