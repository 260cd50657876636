// What other features may use of following besides its API hooks (api.ts): the Follow button of the
// critic and podcast pages, and the profile page's weekly digest setting.
export { DigestSettingCard } from "./components/digest-setting";
export { FollowButton } from "./components/follow-button";
export { FollowerCount } from "./components/follower-count";
