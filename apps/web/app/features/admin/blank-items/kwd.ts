/** Fils as the KWD text staff type back into a form: 9500 → "9.500". */
export const kwdText = (fils: number) => (fils / 1000).toFixed(3);
