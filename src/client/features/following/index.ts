// What other features may use of following besides its API hooks (api/): the Follow button of the critic
// and podcast pages.
export { FollowButton } from "./components/follow-button";
