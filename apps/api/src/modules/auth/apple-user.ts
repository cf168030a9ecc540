import { z } from 'zod';

// Typed by the person in Apple's sheet and posted by their browser, not signed by Apple: checked like any
// form input. Control characters are refused; joiners (U+200C in Persian and Arabic names) are not.
const NamePart = z
  .string()
  .trim()
  .max(80)
  .regex(/^\P{Cc}*$/u);
const AppleUserSchema = z.object({
  name: z.object({ firstName: NamePart.optional(), lastName: NamePart.optional() }).optional(),
});

export type AppleUserName = { firstName?: string; lastName?: string };

/**
 * The name in the `user` field that Apple posts (JSON) with the first authorisation only, since its id
 * token never carries one; null when the field is absent or not a valid one.
 */
export function appleUserName(field: string | undefined): AppleUserName | null {
  if (field === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    return null;
  }
  const parsed = AppleUserSchema.safeParse(json);
  return parsed.success ? (parsed.data.name ?? null) : null;
}
