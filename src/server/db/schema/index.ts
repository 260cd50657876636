export * from "./admin";
export * from "./auth";
export * from "./catalogue";
export * from "./critic";
export * from "./emails";
export * from "./jobs";
export * from "./programme";
export * from "./users";
