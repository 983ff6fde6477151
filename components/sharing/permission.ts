/**
 * The share dialog's permission choice and how it is sent. Spec §5: the permission `write` is
 * sent as access `edit`; any other permission as `read` (so an unknown or missing value can
 * never grant more than reading).
 */
export const PERMISSIONS = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Can edit" },
] as const;
export type Permission = (typeof PERMISSIONS)[number]["value"];
export type ShareAccess = "read" | "edit";

export function permissionToAccess(permission: unknown): ShareAccess {
  return permission === "write" ? "edit" : "read";
}

/** The permission the dialog shows for an access the server reports. */
export function accessToPermission(access: unknown): Permission {
  return access === "edit" ? "write" : "read";
}

export const ACCESS_LABELS: Record<ShareAccess, string> = { read: "Read only", edit: "Can edit" };
