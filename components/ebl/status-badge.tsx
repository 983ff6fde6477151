import type { EnvelopeState } from "@/lib/ebl/rules";
import { STATE_TONES, stateLabel } from "./labels";
import styles from "./ebl.module.css";

/** The envelope's state as a coloured pill; the words carry the meaning, the colour only repeats it. */
export function EnvelopeStatusBadge({ status }: { status: EnvelopeState }) {
  return (
    <span className={styles.badge} data-tone={STATE_TONES[status] ?? "neutral"}>
      {stateLabel(status)}
    </span>
  );
}
