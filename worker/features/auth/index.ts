// The auth feature's public face: all that other features may import from it (npm run lint checks).
export {
  checkAccountToken,
  claimAccountToken,
  newAccountToken,
  retireAccountTokens,
} from './account-tokens.repository';
export { followVerificationLink, verificationEmail } from './email-verification';
export { hashPassword, verifyPassword } from './password';
export { clearRefreshCookie } from './refresh-cookie';
export { revokeAllSessions, revokeOtherSessions } from './sessions.repository';
