// What other features may use of moderation besides its API hooks (api.ts): the Report action that every
// review list shows on reviews that are not the viewer's.
export { ReportButton } from "./components/report-button";
