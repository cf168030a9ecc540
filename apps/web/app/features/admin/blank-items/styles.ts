// The desk's form controls, alike on every form of it.
export const inputClass =
  'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm aria-[invalid=true]:border-red-600';
export const buttonClass = 'self-start rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white';
export const panelClass = 'mt-6 rounded-md border border-neutral-200 bg-white p-4';
