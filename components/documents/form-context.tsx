import type { ReactNode } from "react";
import type { FieldDescriptor } from "@/lib/templates/descriptors";
import type { Data } from "./paths";
import { SharedMark } from "./inputs";

/*
 * What document-form.tsx and line-items-table.tsx share. Its own file so the two do not import
 * each other: the form renders the goods table, and the table renders each cell with the form's
 * FieldControl, which it receives as a prop.
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
};

/** The shared/own marker of a top-level shared field (nothing for the document's own fields). */
export function sharedMarker(field: FieldDescriptor, context: FormContext) {
  if (!field.shared) return null;
  return (
    <SharedMark
      label={field.label}
      overridden={context.overrides.includes(field.key)}
      onToggle={context.readOnly || context.overridesLocked ? undefined : () => context.toggleOverride(field.key)}
    />
  );
}

/** The form's one-field renderer, handed to the goods table for its cells. */
export type FieldRenderer = (props: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
  compact?: boolean;
}) => ReactNode;
