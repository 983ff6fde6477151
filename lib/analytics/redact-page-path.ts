/**
 * An invitation link's last segment is the credential that accepts the invitation: as itself in the
 * path (`/invitations/<token>`), or percent-encoded in a query value (sign-in's `?next=%2Finvitations%2F<token>`).
 * The token runs to the next separator; an encoded slash ends it too.
 */
const INVITATION_TOKEN = /(\/|%2F)invitations(\/|%2F)(?:[^/?&#%]|%(?!2F)[0-9A-F]{2})+/gi;

/**
 * The path as page views store it: every invitation token becomes `[token]`, so the admin's
 * page-view list never shows a link that would accept someone else's invitation. The rest of the
 * path and query is kept byte for byte (a regular expression over the raw string, not a URL round
 * trip that would re-encode every query).
 */
export function redactPagePath(path: string): string {
  return path.replace(INVITATION_TOKEN, "$1invitations$2[token]");
}
