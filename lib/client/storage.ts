import type { ClientUser } from "./types";

/** Local-storage keys (spec §3, §9). Only non-secret data: the session itself is an httpOnly cookie. */
export const USER_KEY = "exportlyUser";
export const LOGGED_IN_KEY = "exportlyLoggedIn";
export const CLEANUP_VERSION_KEY = "exportlyCleanupVersion";
export const CLEANUP_VERSION = "v1.0.0";

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readStoredUser(): ClientUser | null {
  return safe(() => {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as ClientUser) : null;
  }, null);
}

export function storeUser(user: ClientUser) {
  safe(() => localStorage.setItem(USER_KEY, JSON.stringify(user)), undefined);
}

export function removeStoredUser() {
  safe(() => localStorage.removeItem(USER_KEY), undefined);
}

/** After a successful sign-in or registration. */
export function rememberSignIn(user: ClientUser) {
  safe(() => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(LOGGED_IN_KEY, "1");
    localStorage.setItem(CLEANUP_VERSION_KEY, CLEANUP_VERSION);
  }, undefined);
}

/** After logout. */
export function forgetSignIn() {
  safe(() => {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(LOGGED_IN_KEY);
  }, undefined);
}

export const hasLoggedInMarker = () => safe(() => localStorage.getItem(LOGGED_IN_KEY) !== null, false);
export const storedCleanupVersion = () => safe(() => localStorage.getItem(CLEANUP_VERSION_KEY), null);

/** A stale cache from an older client: wipe everything and keep only the current version. */
export function resetStorage() {
  safe(() => {
    localStorage.clear();
    localStorage.setItem(CLEANUP_VERSION_KEY, CLEANUP_VERSION);
  }, undefined);
}

export function markSignedIn() {
  safe(() => {
    localStorage.setItem(LOGGED_IN_KEY, "1");
    localStorage.setItem(CLEANUP_VERSION_KEY, CLEANUP_VERSION);
  }, undefined);
}
