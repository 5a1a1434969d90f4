import * as z from 'zod';
import { wholeNumberParam } from '../shared/query-params';

/** `:id` of a content row: plain decimal digits only ('0x10', '1e3' and ' 5' are 400s). */
export const idParam = z.object({ id: wholeNumberParam('Id', 1, Number.MAX_SAFE_INTEGER) });
