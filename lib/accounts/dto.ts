import type { UserRow } from "@/models";
import type { UserDto } from "./schemas";

/** The only shape a user leaves the server in: never a hash or a token. `_id` and `uid` are for the spec's client. */
export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    _id: user.id,
    uid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    phone: user.phone,
    company: user.company,
    country: user.country,
    timeZone: user.timeZone,
    verificationState: user.verificationState,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
