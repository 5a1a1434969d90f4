// Zod-free, so the public profile's Reviews tab can show it without loading the booking contract's
// schemas on first load (web/README.md "Initial JS"); BOOKING_TEXT.verifiedSession is this text.

/** The mark on a review by someone with a completed session with the trainer (issue #42). */
export const VERIFIED_SESSION_TEXT = 'Verified session';
