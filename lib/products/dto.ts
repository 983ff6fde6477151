import type { ProductRow } from "@/models";
import type { ProductDto } from "./schemas";

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    data: row.data as ProductDto["data"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
