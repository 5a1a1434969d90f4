import { format } from 'date-fns';

/** 'Nov 22, 2026, 9:41 AM' in the admin's own time zone. */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy, h:mm a');
}

/** 'Nov 22, 2026' (SPEC date style). */
export function formatDay(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}
