/**
 * npm run ebl:rotate-key: a new eBL signing key in EBL_KEYS_DIR. It signs from the server's next
 * start; the old keys stay published in the JWKS, so every entry they signed still verifies.
 */
import { rotateSigningKey } from "@/lib/ebl/keys";

const kid = await rotateSigningKey();
console.log(
  `New eBL signing key ${kid}. Restart the server to sign with it; earlier keys stay in /.well-known/jwks.json.`,
);
