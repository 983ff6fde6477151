import type { Actor } from "@/lib/auth/actor";
import { toUserDto } from "./dto";
import type { UserDto } from "./schemas";

export type GetProfileOptions = { actor: Actor };

/** The signed-in account: it was loaded with the credential a moment ago, so no second lookup. */
export function getProfile({ actor }: GetProfileOptions): UserDto {
  return toUserDto(actor.user);
}
