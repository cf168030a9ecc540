import { index, pgTable, text } from 'drizzle-orm/pg-core';

// Every word of the catalogue's search texts (products, artworks), filled by the triggers of migration
// 0004. Search corrects a typo to the nearest words of this small table, where trigram similarity is cheap;
// on the catalogue itself it would cost a similarity computation per product.
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
