import { useEffect, useState } from 'react';
import { ENHANCED_FIELD } from './cart-form-fields';

/**
 * Marks a form as sent by JavaScript, so the cart action answers data instead of a redirect. Rendered
 * only once the page is hydrated: before that (or without scripts) the browser posts the form itself.
 */
export function EnhancedField() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
