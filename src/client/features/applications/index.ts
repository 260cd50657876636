// What other features may use of the critic programme besides its API hooks (api.ts): the panel an account
// without a critic name applies from, which the home page shows (fetched on its own, see role-panel.tsx).
export { default as ApplicationPanel } from "./components/application-panel";
