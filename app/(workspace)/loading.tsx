/** Screens load on demand; a blank placeholder shows meanwhile (spec §2). */
export default function Loading() {
  return <div className="blank-placeholder" aria-busy="true" aria-label="Loading" />;
}
