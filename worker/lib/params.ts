import * as z from 'zod';
import { wholeNumberParam } from '#shared/query-params';

/**
 * A row id in a path: plain decimal digits only. `z.coerce.number` would read '1e3' as 1000 and
 * '0x10' as 16, naming a row the client never named; here they are 400s naming the field.
 */
export const rowId = (label: string) => wholeNumberParam(label, 1, Number.MAX_SAFE_INTEGER);

/** `:id` of a row (content, admin lists). */
export const idParam = z.object({ id: rowId('Id') });
