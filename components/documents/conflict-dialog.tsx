"use client";

import { Modal } from "@/components/ui/modal";
import { formatDateTime } from "@/components/shipments/types";
import { LINE_ITEM_FIELDS, PARTY_FIELDS, templateFields, type TemplateDescriptor } from "@/lib/templates/descriptors";
import { differingPaths, getIn, type Data } from "./paths";
import type { DocumentDto } from "./types";
import styles from "./documents.module.css";

type Props = {
  open: boolean;
  mine: Data;
  theirs: DocumentDto | null;
  template: TemplateDescriptor;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
};

/** "consignee.name" → "Consignee: Name"; "lineItems.1.quantity" → "Goods line 2: Quantity". */
function describePath(template: TemplateDescriptor, path: string): string {
  const [head, ...rest] = path.split(".");
  const field = templateFields(template.key).find((f) => f.key === head);
  const label = field?.label ?? head ?? path;
  if (rest.length === 0) return label;
  if (field?.type === "lineItems" && /^\d+$/.test(rest[0] ?? "")) {
    const col = LINE_ITEM_FIELDS.find((c) => c.key === rest[1]);
    return `${label} line ${Number(rest[0]) + 1}${col ? `: ${col.label}` : rest[1] ? `: ${rest[1]}` : ""}`;
  }
  const sub = PARTY_FIELDS.find((p) => p.key === rest[0]);
  return `${label}: ${sub?.label ?? rest.join(".")}`;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && value && "code" in value)
    return [String((value as { code: unknown }).code), (value as { name?: unknown }).name].filter(Boolean).join(" – ");
  return JSON.stringify(value);
}

const MAX_ROWS = 30;

/**
 * A stale save (409): another tab or person saved a newer version. The dialog shows what
 * differs and lets the user keep their own (overwrite knowingly) or take the other version.
 * Closing it keeps the user's input in the editor; nothing is lost either way until they choose.
 */
export function ConflictDialog({ open, mine, theirs, template, busy, onKeepMine, onTakeTheirs, onClose }: Props) {
  const paths = theirs ? differingPaths(mine, theirs.data) : [];
  return (
    <Modal open={open} title="This document was changed elsewhere" onClose={() => !busy && onClose()} size="wide">
      {theirs ? (
        <div className={styles.conflict}>
          <p>
            Version {theirs.version} was saved {theirs.updatedAt ? formatDateTime(theirs.updatedAt) : "meanwhile"} while
            you were editing. Your changes are not saved yet and are still in the editor.
          </p>
          {paths.length === 0 ? (
            <p>The other version holds the same data as yours.</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.conflictTable}>
                <caption>
                  {paths.length} difference{paths.length === 1 ? "" : "s"}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Yours</th>
                    <th scope="col">Other version</th>
                  </tr>
                </thead>
                <tbody>
                  {paths.slice(0, MAX_ROWS).map((path) => {
                    const segments = path.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s));
                    return (
                      <tr key={path}>
                        <th scope="row">{describePath(template, path)}</th>
                        <td>{show(getIn(mine, segments))}</td>
                        <td>{show(getIn(theirs.data, segments))}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {paths.length > MAX_ROWS ? <p className={styles.muted}>…and {paths.length - MAX_ROWS} more.</p> : null}
            </div>
          )}
          <div className={styles.conflictActions}>
            <button type="button" className="btn" onClick={onKeepMine} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Saving…" : "Keep mine (overwrite theirs)"}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onTakeTheirs} disabled={busy}>
              Take theirs (discard mine)
            </button>
            <button type="button" className="btn btn-link" onClick={onClose} disabled={busy}>
              Decide later
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
