// searoute-js ships no types: its one export, as its README and index.js describe it.
declare module "searoute-js" {
  type LineString = {
    type: "Feature";
    geometry: { type: "LineString"; coordinates: [number, number][] };
    properties: { units: string; length: number };
  };
  export default function searoute(
    origin: { type: "Feature"; geometry: { type: "Point"; coordinates: [number, number] } } | [number, number],
    destination: { type: "Feature"; geometry: { type: "Point"; coordinates: [number, number] } } | [number, number],
    units?: string,
  ): LineString | null;
}
