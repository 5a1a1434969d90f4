import { useState } from 'react';
import type { AnnouncementSetting } from '#shared/api/settings';

const DISMISSED_KEY = 'dismissed-announcement';
const TONE: Record<AnnouncementSetting['type'], string> = {
  info: 'alert-info',
  warning: 'alert-warning',
  success: 'alert-success',
};

/** Which announcement a browser dismissed: the same text stays dismissed, a new one shows again. */
function identity(announcement: AnnouncementSetting): string {
  return `${announcement.type}:${announcement.message}`;
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // storage blocked: the banner simply shows
  }
}

/** The platform announcement on every page, in its type's colour, dismissible per browser. */
export function AnnouncementBanner({ announcement }: { announcement: AnnouncementSetting }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!announcement.enabled || !announcement.message || dismissed === identity(announcement)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, identity(announcement));
    } catch {
      // storage blocked: dismissed for this page view only
    }
    setDismissed(identity(announcement));
  };
  return (
    <div role="status" className={`alert ${TONE[announcement.type]} rounded-none justify-center`}>
      <span>{announcement.message}</span>
      <button type="button" className="btn btn-ghost btn-xs" aria-label="Dismiss announcement" onClick={dismiss}>
        ✕
      </button>
    </div>
  );
}
