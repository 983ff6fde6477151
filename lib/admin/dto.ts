import type { DemoRequestRow } from "@/models";
import type { DemoRequestDto } from "./schemas";

export function toDemoRequestDto(row: DemoRequestRow): DemoRequestDto {
  return {
    id: row.id,
    fullName: row.fullName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    contactedBy: row.contactedBy,
  };
}
