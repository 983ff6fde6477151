import type { CSSProperties, ReactNode } from "react";

/**
 * A placeholder in the shape of what is loading: grey bars instead of a "Loading…" paragraph.
 * Accessible: the region says aria-busy, the bars are hidden from assistive technology, and one
 * visually hidden "Loading …" sentence is announced politely (once: a live region that does not
 * change). `minHeight` reserves the height of what comes, so nothing jumps when it arrives.
 */
export function Skeleton({
  label,
  rows = 3,
  minHeight,
  children,
}: {
  /** What is loading, read once: "Loading shipments…". */
  label: string;
  /** How many list rows to sketch (ignored when `children` draws a shape of its own). */
  rows?: number;
  /** The expected height of the content, e.g. "20rem", to avoid a layout shift when it arrives. */
  minHeight?: string;
  children?: ReactNode;
}) {
  const style: CSSProperties | undefined = minHeight ? { minHeight } : undefined;
  return (
    <div className="skeleton" aria-busy="true" data-skeleton="" style={style}>
      <span role="status" className="visually-hidden">
        {label}
      </span>
      <div aria-hidden="true" className="skeleton">
        {children ?? Array.from({ length: rows }, (_, index) => <SkeletonRow key={index} />)}
      </div>
    </div>
  );
}

/** One sketched list row: a title bar and two lines of text. */
export function SkeletonRow() {
  return (
    <div className="skeleton-row">
      <span className="skeleton-line skeleton-line-title" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line-short" />
    </div>
  );
}

/** A bar of text (or, with a height, a block such as a chart or a preview). */
export function SkeletonLine({ width, height }: { width?: string; height?: string }) {
  return <span className={height ? "skeleton-block" : "skeleton-line"} style={{ width, height }} />;
}
