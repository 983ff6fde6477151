/** The document API paths the editor calls (the documents contract, versions and finalise included). */
const seg = encodeURIComponent;
export const documentPath = (shipmentId: string, key: string) => `/api/shipments/${seg(shipmentId)}/${seg(key)}`;
export const pdfPath = (shipmentId: string, key: string, download = false) =>
  `${documentPath(shipmentId, key)}/pdf${download ? "?download=1" : ""}`;
export const versionsPath = (shipmentId: string, key: string) => `${documentPath(shipmentId, key)}/versions`;
/** POST restores that version (saved as a new one); GET reads it. */
export const restorePath = (shipmentId: string, key: string, version: number) =>
  `${documentPath(shipmentId, key)}/versions/${version}`;
export const finalisePath = (shipmentId: string, key: string) => `${documentPath(shipmentId, key)}/finalise`;
