import { MAX_SEARCH_CHARS, MAX_SEARCH_WORDS } from '@seed/contract/common';
import type { Db } from '@seed/db/client';
import { searchWords } from '@seed/db/schema/search-words';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';

// pg_trgm needs three letters to make a trigram of the inside of a word; shorter words are matched at the
// start of a word, whose padded trigrams ("  a", " ab") the index does hold.
const MIN_INNER_WORD = 3;
// Shorter words have too few trigrams to tell a typo from another word ("tea" is not "tee"), and a typo
// in a number is another number.
const MIN_TYPO_WORD = 4;
const MAX_CORRECTIONS = 3;

/** What a search asks of the rows: a condition to filter by and a score to order by, highest first. */
export type TextSearch = { matches: SQL; relevance: SQL };

/**
 * Search over a `search_text` column holding normalizeSearchText output, with a gin_trgm_ops index, whose
 * table feeds `search_words` (see migration 0004); an expression of the same form works, unindexed.
 * Undefined when no search was asked (a blank query); a query with no usable word matches nothing.
 *
 * Every word must occur in the text, as a substring (LIKE '%word%', served by the index). A word of four
 * letters or more that occurs nowhere in the catalogue is taken for a typo: it also matches the catalogue
 * words most like it (pg_trgm similarity at least 0.3, looked up in the small `search_words` table), so the
 * rows are still filtered by LIKE alone. Relevance, summed over the words: 3 for a whole word, 2 for the
 * start of a word, 1 inside a word, and below 1, the similarity, for a typo's correction.
 */
export async function textSearch(
  db: Db,
  column: AnyColumn | SQL,
  query: string | undefined,
): Promise<TextSearch | undefined> {
  if (query === undefined || query.trim() === '') return undefined;
  const words = queryWords(query);
  // A cast, not a bare 0: ORDER BY 0 would be read as a column position.
  if (words.length === 0) return { matches: sql`false`, relevance: sql`0::real` };
  const corrections = await findCorrections(db, words);
  const wordSearches = words.map((word) => wordSearch(column, word, corrections.get(word) ?? []));
  return {
    matches: and(...wordSearches.map((search) => search.matches))!,
    relevance: sql.join(
      wordSearches.map((search) => search.relevance),
      sql` + `,
    ),
  };
}

// Normalising leaves only letters, digits and single spaces, so no LIKE wildcard or escape gets through.
function queryWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  if (normalized.length > MAX_SEARCH_CHARS) return [];
  const words = [...new Set(normalized.split(' ').filter(Boolean))];
  return words.length > MAX_SEARCH_WORDS ? [] : words;
}

type Correction = { word: string; score: number };

// One round trip for every word; words found inside some catalogue word need no correction.
async function findCorrections(db: Db, words: string[]): Promise<Map<string, Correction[]>> {
  const candidates = words.filter((word) => word.length >= MIN_TYPO_WORD && !/\d/.test(word));
  if (candidates.length === 0) return new Map();
  const { rows } = await db.execute<{ word: string; correction: string; score: number }>(sql`
    select q.word, v.word as correction, v.score
    from unnest(array[${sql.join(
      candidates.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as q(word)
    cross join lateral (
      select s.word, similarity(q.word, s.word) as score from ${searchWords} s
      where s.word % q.word
      order by score desc, s.word
      limit ${MAX_CORRECTIONS}
    ) as v
    where not exists (select 1 from ${searchWords} k where k.word like '%' || q.word || '%')
    order by q.word, v.score desc, v.word`);
  const byWord = new Map<string, Correction[]>();
  for (const row of rows) {
    byWord.set(row.word, [
      ...(byWord.get(row.word) ?? []),
      { word: row.correction, score: Number(row.score) },
    ]);
  }
  return byWord;
}

function wordSearch(column: AnyColumn | SQL, word: string, corrections: Correction[]): TextSearch {
  const padded = sql`(' ' || ${column} || ' ')`;
  const own =
    word.length < MIN_INNER_WORD
      ? [sql`${column} like ${`${word}%`}`, sql`${column} like ${`% ${word}%`}`]
      : [sql`${column} like ${`%${word}%`}`];
  const corrected = corrections.map((correction) => sql`${column} like ${`%${correction.word}%`}`);
  return {
    matches: or(...own, ...corrected)!,
    relevance: sql`(case
      when ${padded} like ${`% ${word} %`} then 3
      when ${padded} like ${`% ${word}%`} then 2
      when ${column} like ${`%${word}%`} then 1
      ${sql.join(
        corrections.map((c, i) => sql`when ${corrected[i]} then ${c.score}::real`),
        sql` `,
      )}
      else 0 end)`,
  };
}
