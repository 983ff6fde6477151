import type { ContactRow } from "@/models";
import type { ContactDto } from "./schemas";

export function toContactDto(row: ContactRow): ContactDto {
  return {
    id: row.id,
    data: row.data as ContactDto["data"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
