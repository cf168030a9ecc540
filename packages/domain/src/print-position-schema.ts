import { z } from 'zod';
import { PRINT_POSITIONS, PRINTING_TYPES } from './print-position';

// Apart from print-position.ts so that the studio, which runs the position rules in the browser, does not
// bundle zod (as money-schema.ts does for money).
export const PrintPositionSchema = z.enum(PRINT_POSITIONS);
export const PrintingTypeSchema = z.enum(PRINTING_TYPES);
