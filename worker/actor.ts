/**
 * Who is acting: loaded from D1 on every authenticated request (worker/platform/auth/actor.repository.ts),
 * never trusted from the token alone. Its own module, below the features, so the request's types
 * (app-env.ts) and every repository that acts for someone share it without importing each other.
 */
export interface Actor {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
  isAdmin: boolean;
  isBanned: boolean;
  emailVerified: boolean;
  /** The session the request was made with. */
  sessionId: string;
}
