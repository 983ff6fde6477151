import { fieldAppliesToMode } from "@/lib/templates/mode-rules";
import type { FieldDescriptor, SectionDescriptor, TemplateDescriptor } from "@/lib/templates/descriptors";
import type { Data } from "./paths";

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== "";

/**
 * The template's sections as the editor shows them for this document's mode of transport: a
 * field that does not apply (a flight number at sea) is left out unless it holds a value or a
 * message, which the user must still see; a section left with no field is left out too.
 */
export function visibleSections(
  template: TemplateDescriptor,
  data: Data,
  errors: Record<string, string>,
): SectionDescriptor[] {
  const mode = data.transportMode;
  const shown = (field: FieldDescriptor) =>
    fieldAppliesToMode(field.key, mode) ||
    hasValue(data[field.key]) ||
    Object.keys(errors).some((k) => k === field.key || k.startsWith(`${field.key}.`));
  return template.sections
    .map((section) => ({ ...section, fields: section.fields.filter(shown) }))
    .filter((section) => section.fields.length > 0);
}
