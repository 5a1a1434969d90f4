/**
 * The SPEC's date styles through the browser's own Intl (no date library on the public pages'
 * first load), in the viewer's time zone. en-US month names and order give exactly the SPEC's
 * 'MMM d, yyyy' and 'MMMM d, yyyy'.
 */
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026' (SPEC 'MMM d, yyyy'). */
export const formatDay = (iso: string) => shortDay.format(new Date(iso));

/** 'November 22, 2026' (SPEC 'MMMM d, yyyy'). */
export const formatLongDay = (iso: string) => longDay.format(new Date(iso));

/** 'Nov 22, 2026, 9:41 AM'. */
export const formatDateTime = (iso: string) => dayAndTime.format(new Date(iso));
