import { format } from 'date-fns';

/** 'Nov 22, 2026' (SPEC date style), in the admin's own time zone. */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
