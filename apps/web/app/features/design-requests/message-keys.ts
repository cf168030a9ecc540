// The keys of `designRequests.errors` and `designRequests.done`, so a key that has no message does not
// compile.

export type RequestErrorKey =
  | 'chooseItem'
  | 'required'
  | 'tooLong'
  | 'tooMany'
  | 'tooLarge'
  | 'artworkRequired'
  | 'artworkImage'
  | 'noPrintableItem'
  | 'unknownAction';

export const DONE_KEYS = [
  'created',
  'edited',
  'accept',
  'requestChange',
  'addToCart',
  'process',
  'cancel',
  'propose',
] as const;
export type DoneKey = (typeof DONE_KEYS)[number];

export const doneKeyOf = (value: string | null): DoneKey | null =>
  DONE_KEYS.find((key) => key === value) ?? null;
