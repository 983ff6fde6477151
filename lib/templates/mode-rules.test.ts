import { describe, expect, it } from "vitest";
import { fieldAppliesToMode } from "./mode-rules";

describe("fieldAppliesToMode", () => {
  // The table, read as a person would: which transport field is asked for on which mode.
  const expected: [string, Record<string, boolean>][] = [
    ["vessel", { sea: true, air: false, road: false, rail: false, multimodal: true }],
    ["voyage", { sea: true, air: false, road: false, rail: false, multimodal: true }],
    ["flightNumber", { sea: false, air: true, road: false, rail: false, multimodal: true }],
    ["containerNumbers", { sea: true, air: false, road: true, rail: true, multimodal: true }],
    ["sealNumbers", { sea: true, air: false, road: true, rail: true, multimodal: true }],
    ["containerType", { sea: true, air: false, road: true, rail: true, multimodal: true }],
    ["portOfLoading", { sea: true, air: true, road: true, rail: true, multimodal: true }],
    ["departureDate", { sea: true, air: true, road: true, rail: true, multimodal: true }],
  ];
  it.each(expected)("%s", (key, modes) => {
    for (const [mode, applies] of Object.entries(modes)) expect(fieldAppliesToMode(key, mode), mode).toBe(applies);
  });

  it("shows every field while no mode (or an unknown one) is chosen", () => {
    for (const mode of [undefined, null, "", "ship"]) {
      expect(fieldAppliesToMode("flightNumber", mode)).toBe(true);
      expect(fieldAppliesToMode("vessel", mode)).toBe(true);
    }
  });
});
