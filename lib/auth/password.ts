import { hash, verify } from "@node-rs/argon2";
import commonPasswords from "./common-passwords.json";

const COMMON = new Set<string>(commonPasswords as string[]);

/** True when the password is among the 10,000 most common (case-insensitive). */
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

// argon2id with the library's defaults (19 MiB, t=2, p=1): the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for an unknown account, so that
 * "no such email" and "wrong password" cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("exportly-timing-equaliser");
  await verifyPassword(await dummyHash, password);
  return false;
}
