import { ExecuteBodySchema } from '@seed/contract/payments';

/** The longest order note or personal note the API takes. */
export const NOTE_MAX = ExecuteBodySchema.shape.orderNote.unwrap().maxLength ?? 0;
