/**
 * What a content list and its form tell the admin (SPEC 8), word for word: each content feature
 * fills it from `CONTENT_MESSAGES` (`#shared/api/content-messages`).
 */
export interface ContentToasts {
  created: string;
  updated: string;
  deleted: string;
  /** The schema refused the form without a message of its own. */
  required: string;
  /** Also said in the table, in place of the rows. */
  loadFailed: string;
  saveFailed: string;
  deleteFailed: string;
}
