import { format } from 'date-fns';

/** SPEC 2: cards show 'MMM d, yyyy', the post page 'MMMM d, yyyy'. */
export const formatCardDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
export const formatPostDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');
export const readTimeLabel = (minutes: number) => `${minutes} min read`;
