// PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate (which JSON can carry as "\ud800")
// in jsonb; in `u` mode \p{Cs} matches only a surrogate that is not half of a pair.
const LONE_SURROGATE = /\p{Cs}/u;
// Deep enough for any body the API takes; anything deeper is refused rather than walked.
const MAX_DEPTH = 32;

function problemIn(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (it contains a lone surrogate)';
  return null;
}

/**
 * Where in a parsed input (query, params, JSON body; keys included) a string the database cannot store is,
 * and why: `"firstName: must not contain the NUL character (\u0000)"`, or null when everything can be stored.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  const at = (problem: string) => `${path.join('.') || 'value'}: ${problem}`;
  if (typeof value === 'string') {
    const problem = problemIn(value);
    return problem && at(problem);
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return at(`is nested more than ${MAX_DEPTH} levels deep`);
  for (const [key, item] of Object.entries(value)) {
    const problem = problemIn(key);
    if (problem) return `${[...path, JSON.stringify(key)].join('.')}: the name ${problem}`;
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
