/** Loaded from D1 on every authenticated request, never trusted from the token alone; below the features so all share it. */
export interface Actor {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
  isAdmin: boolean;
  isBanned: boolean;
  emailVerified: boolean;
  sessionId: string;
}
