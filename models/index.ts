export * from "./users";
export * from "./auth";
export * from "./platform";
export * from "./public-site";
export * from "./shipments";
export * from "./files";
export * from "./master-data";
export * from "./verification";
