export * from "./admin";
export * from "./auth";
export * from "./catalogue";
export * from "./emails";
export * from "./jobs";
export * from "./users";
