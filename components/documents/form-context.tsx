"use client";

import type { FieldDescriptor } from "@/lib/templates/descriptors";
import { SharedMark } from "./inputs";
import type { Data } from "./paths";

/**
 * What every control of the document form reads and calls. Its own file so the form and the
 * line-items table (which the form renders, and which renders the form's scalar controls) do
 * not import each other.
 */
export type FormContext = {
  data: Data;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (path: (string | number)[], value: unknown) => void;
  /** The template shows prices (its totals include a subtotal); a packing list, for one, does not. */
  priced: boolean;
  /** Shared fields this document keeps for itself. */
  overrides: string[];
  toggleOverride: (key: string) => void;
  /**
   * The shared/own markers are shown but cannot be switched: a sharee's changes to shared
   * fields always stay on this document (the server keeps them as its overrides).
   */
  overridesLocked?: boolean;
  /** The titles of the shipment's other documents that show a shared field (for the marker's tooltip). */
  sharedWith?: (key: string) => string[];
};

/** The shared/own marker of a top-level shared field (nothing for the document's own fields). */
export function sharedMarker(field: FieldDescriptor, context: FormContext) {
  if (!field.shared) return null;
  return (
    <SharedMark
      label={field.label}
      overridden={context.overrides.includes(field.key)}
      sharedWith={context.sharedWith?.(field.key)}
      onToggle={context.readOnly || context.overridesLocked ? undefined : () => context.toggleOverride(field.key)}
    />
  );
}
