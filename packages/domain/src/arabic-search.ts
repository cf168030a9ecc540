// Shoppers type Arabic with or without vowel marks and hamza, with ة or ه at a word's end and ى or ي, in
// Arabic-Indic or Latin digits; the same word must match however it was typed. Both the indexed text and
// the query go through this one function, so they always meet in the same form.

// NFKD splits أ إ آ ؤ ئ into a base letter plus a combining hamza or madda and unfolds presentation
// forms (ﻻ → لا) and Latin accents (é → e + accent); stripping every combining mark then removes hamza
// carriers, tashkeel (U+064B–U+0652), the superscript alef (U+0670) and Quranic marks in one step.
const COMBINING_MARKS = /\p{M}/gu;
const INVISIBLE_FORMATTING = /[\p{Cf}\u0640]/gu; // zero-width joiners, direction marks and tatweel
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

// Letters with no canonical decomposition that people still write interchangeably, including the
// Persian-keyboard forms of kaf and yeh.
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  ٱ: 'ا', // alef wasla
  ة: 'ه',
  ى: 'ي',
  ک: 'ك',
  ی: 'ي',
};
const VARIANT_PATTERN = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'gu');

// Arabic-Indic (U+0660–0669) and Extended, i.e. Persian and Urdu, (U+06F0–06F9) digits.
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/gu;

function toAsciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(VARIANT_PATTERN, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(INDIC_DIGITS, toAsciiDigit)
    .toLowerCase()
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}
