import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { sql } from 'drizzle-orm';
import { textSearch } from '../../http/text-search';

// Artists have no stored search_text as products and artworks do, so their names and jobs are normalised here
// the way normalizeSearchText (@seed/domain/arabic-search) treats the query: NFKD, then combining marks
// (hamza and madda on their carriers, tashkeel, Latin accents), tatweel and invisible marks removed, the
// same letter variants folded, Arabic-Indic digits made Latin and punctuation made a space. Artists are few,
// so matching without an index costs little.
const MARKS = '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u200b-\u200f]';
const FOLD_FROM = `ٱةىکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹-_.,'’()/&`;
const FOLD_TO = `اهيكي01234567890123456789${' '.repeat(10)}`;

const artistSearchText = sql`lower(translate(regexp_replace(normalize(concat_ws(' ',
  ${artists.displayNameEn}, ${artists.displayNameAr}, ${artists.jobEn}, ${artists.jobAr}), NFKD),
  ${MARKS}, '', 'g'), ${FOLD_FROM}, ${FOLD_TO}))`;

/**
 * Search over active artists' names and jobs, with the matching and relevance of every other search. A typo
 * is corrected to words of product and artwork texts only, which hold their artists' names but not jobs.
 */
export function artistSearch(db: Db, query: string | undefined) {
  return textSearch(db, artistSearchText, query);
}
