import type { Role, UserStatus } from "../constants/roles";

/** The signed-in user as every account endpoint answers it: `{ user }`. */
export interface User {
  id: number;
  username: string;
  name: string;
  email: string | null;
  location: string | null;
  genres: string[] | null;
  role: Role;
  status: UserStatus;
  criticName: string | null;
  /** The public critic page's slug (/critics/<slug>); null without a critic name. */
  criticSlug: string | null;
  createdAt: string;
  lastLogin: string | null;
}

export interface UserResponse {
  user: User;
}

/** GET /api/session: the signed-in user, or null when signed out (never a 401). */
export interface SessionResponse {
  user: User | null;
}
