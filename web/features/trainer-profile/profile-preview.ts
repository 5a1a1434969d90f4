import { createContext } from 'react';

/**
 * Set while a profile is shown as a preview (TrainerPreviewPage) rather than as the public page:
 * nothing it renders records analytics, offers saving or reviewing, or reads public reviews of a
 * profile that is not public. Null on the public page.
 */
export const ProfilePreview = createContext<{ isPublic: boolean } | null>(null);
