/**
 * Where to go after signing in: the `next` a link carried, only when it stays on this site.
 *
 * One function for the login page (server), the sign-in form (browser) and the protected
 * layout's redirect to /login, so all three agree. A string test alone is not enough: browsers
 * drop tabs and newlines from URLs and read `\` as `/`, so `/%09/evil.example` after decoding,
 * `/\evil` or `/\t/evil` become `//evil…`, another host. The target is therefore refused when it
 * (or any decoding of it) holds control characters or backslashes, does not start with exactly
 * one `/`, and then resolved with the URL parser against the site's own origin and accepted only
 * if the origin is unchanged. What is returned is the parsed path, query and fragment, never the
 * raw input.
 */
export const DEFAULT_NEXT = "/dashboard";

/** An origin no real site has: the check only needs the parser to resolve against something fixed. */
const PLACEHOLDER_ORIGIN = "https://exportly.invalid";

const MAX_LENGTH = 2048;

// Control characters (C0, DEL, C1: the URL parser strips tabs and newlines) and backslashes (read as "/").
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/** The input and every form up to three rounds of percent-decoding make of it; null when one is malformed. */
function decodings(next: string): string[] | null {
  const forms = [next];
  let current = next;
  for (let round = 0; round < 3 && current.includes("%"); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

const looksLikeOtherHost = (form: string) => !form.startsWith("/") || form.startsWith("//");

export function safeNext(next: unknown, origin: string = PLACEHOLDER_ORIGIN, fallback = DEFAULT_NEXT): string {
  if (typeof next !== "string" || next === "" || next.length > MAX_LENGTH) return fallback;
  const forms = decodings(next);
  if (!forms || forms.some((form) => UNSAFE.test(form) || looksLikeOtherHost(form))) return fallback;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(next, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  const path = target.pathname + target.search + target.hash;
  // The parser may still normalise into something that reads as another host ("/./\\/x" is refused above, this is the backstop).
  return looksLikeOtherHost(path) ? fallback : path;
}

/** Where an account lands after signing in when no explicit target was given: an admin on /admin. */
export const homeFor = (role: string): string => (role === "admin" ? "/admin" : DEFAULT_NEXT);

/** After sign-in: the explicit `next` when it is safe, else the account's home (homeFor). */
export const signInDestination = (next: unknown, role: string, origin?: string): string =>
  safeNext(next, origin, "") || homeFor(role);
