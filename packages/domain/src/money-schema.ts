import { z } from 'zod';
import { CURRENCIES } from './currency';

// The zod schemas for money live apart from money.ts so that the browser, which formats prices, does not
// bundle zod; the API validates and documents its responses with these.
export const CurrencySchema = z.enum(CURRENCIES);
export const MoneySchema = z.object({ amount: z.number().int(), currency: CurrencySchema });
