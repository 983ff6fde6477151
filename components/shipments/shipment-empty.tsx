"use client";

/** The list's empty states: nothing matches the filters, or no shipment at all (with the way to create one). */
export function NoMatch() {
  return (
    <section className="empty-state">
      <h2>No shipments match</h2>
      <p>Try another reference or status.</p>
    </section>
  );
}

export function NoShipments({ onCreate }: { onCreate: () => void }) {
  return (
    <section className="empty-state">
      <h2>No shipments yet</h2>
      <p>
        Create a shipment, pick the documents it needs (commercial invoice, packing list, certificate of origin…) and
        fill them once from your saved contacts, products and ports.
      </p>
      <p>
        <button type="button" className="btn" onClick={onCreate}>
          Create your first shipment
        </button>
      </p>
    </section>
  );
}
