import { describe, expect, it } from "vitest";
import { accessToPermission, permissionToAccess } from "./permission";

describe("permissionToAccess (spec §5)", () => {
  it("sends write as edit", () => {
    expect(permissionToAccess("write")).toBe("edit");
  });

  it.each([["read"], ["edit"], ["WRITE"], [" write"], [""], [undefined], [null], [1], [{}]])(
    "sends %j as read",
    (permission) => {
      expect(permissionToAccess(permission)).toBe("read");
    },
  );
});

describe("accessToPermission", () => {
  it("shows edit as write and anything else as read", () => {
    expect(accessToPermission("edit")).toBe("write");
    expect(accessToPermission("read")).toBe("read");
    expect(accessToPermission(undefined)).toBe("read");
  });

  it("round-trips", () => {
    for (const access of ["read", "edit"] as const) expect(permissionToAccess(accessToPermission(access))).toBe(access);
  });
});
