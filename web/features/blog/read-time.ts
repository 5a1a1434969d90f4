/** SPEC 2: 'N min read' on blog cards and posts. */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;
