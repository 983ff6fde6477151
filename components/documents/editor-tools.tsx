"use client";

import { toast } from "react-toastify";
import type { Totals } from "@/lib/templates/totals";
import type { TemplateDescriptor } from "@/lib/templates/descriptors";
import { FinalisePanel } from "./finalise-panel";
import { PdfPanel } from "./pdf-panel";
import { TotalsPanel } from "./totals-panel";
import type { DocumentDto } from "./types";
import { LEAVE_MESSAGE } from "./unsaved-guard";
import { VersionHistory } from "./version-history";
import styles from "./documents.module.css";

type Props = {
  shipmentId: string;
  template: TemplateDescriptor;
  server: DocumentDto;
  live: Totals;
  dirty: boolean;
  /** The owner may finalise a document that is not read only. */
  finalisable: boolean;
  readOnly: boolean;
  saving: boolean;
  onFinalise: () => Promise<string | null>;
  onRestored: (document: DocumentDto) => void;
};

/** The editor's side panel: totals, finalise, the PDF and the version history. */
export function EditorTools(props: Props) {
  const { shipmentId, template, server, live, dirty, finalisable, readOnly, saving, onFinalise, onRestored } = props;
  return (
    <aside className={styles.sidePanel} aria-label="Document tools">
      <TotalsPanel keys={template.totals} live={live} confirmed={server.totals} dirty={dirty} />
      {finalisable ? (
        <FinalisePanel
          title={template.title}
          version={server.version}
          empty={server.state === "empty"}
          dirty={dirty}
          saving={saving}
          onFinalise={onFinalise}
        />
      ) : null}
      <PdfPanel
        shipmentId={shipmentId}
        templateKey={template.key}
        version={server.version}
        dirty={dirty}
        title={template.title}
      />
      <VersionHistory
        shipmentId={shipmentId}
        templateKey={template.key}
        currentVersion={server.version}
        readOnly={readOnly}
        beforeRestore={() =>
          !dirty ||
          window.confirm(LEAVE_MESSAGE.replace("Leave without saving?", "Restore an older version and lose them?"))
        }
        onRestored={(document) => {
          onRestored(document);
          toast.success(`Version restored; saved as version ${document.version}.`);
        }}
      />
    </aside>
  );
}
