import * as z from 'zod';
import { wholeNumberParam } from '#shared/query-params';

/** Plain digits only: `z.coerce.number` would read '1e3' and '0x10', naming a row the client never named. */
export const rowId = (label: string) => wholeNumberParam(label, 1, Number.MAX_SAFE_INTEGER);

export const idParam = z.object({ id: rowId('Id') });
