// One look for every radio card of the checkout (address, delivery, payment): the chosen card is outlined.
export const CHOICE_CARD =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-4 has-checked:border-neutral-900 has-checked:ring-1 has-checked:ring-neutral-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2';

export const SECTION_TITLE = 'text-lg font-bold';
