// Colours come from admins' forms and end up in style attributes: only a hex colour gets through.
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function cssColor(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}
