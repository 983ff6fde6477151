import Link from "next/link";
import { formatDecimal } from "@/lib/format/numbers";
import styles from "./dashboard.module.css";

/**
 * One figure as a link to the list behind it. The whole tile is the link, named by its figure
 * and words ("3 documents to finish"), so keyboard and screen-reader users reach the same list.
 * `needs` marks a figure that asks for the user's action when it is above zero.
 */
export function SummaryTile({
  figure,
  label,
  href,
  needs = false,
}: {
  figure: number | string;
  label: string;
  href: string;
  needs?: boolean;
}) {
  const shown = typeof figure === "number" ? formatDecimal(String(figure)) : figure;
  const flagged = needs && typeof figure === "number" && figure > 0;
  return (
    <li>
      <Link href={href} className={flagged ? `${styles.tile} ${styles.tileNeeds}` : styles.tile} data-figure={figure}>
        <span className={styles.figure}>{shown}</span>
        <span className={styles.label}>{label}</span>
      </Link>
    </li>
  );
}
