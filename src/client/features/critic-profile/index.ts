// What other features may use of the critic profile besides its API hooks (api.ts): the card the profile
// page shows a critic, to edit their public profile.
export { PublicProfileCard } from "./components/public-profile-card";
