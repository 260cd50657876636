// What other features may use of the catalogue besides its API hooks (api.ts): the catalogue itself,
// which the home page shows.
export { Catalogue } from "./components/catalogue";
