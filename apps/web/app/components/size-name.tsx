import { sizeLabel } from '@seed/domain/size-label';
import { useLocale } from '../lib/use-locale';

/** A garment size in the page's language, isolated so "6-7" and a Latin "XL" keep their order in Arabic. */
export function SizeName({ label, labelAr }: { label: string; labelAr?: string | null }) {
  const lang = useLocale();
  return <bdi>{sizeLabel(label, lang, labelAr)}</bdi>;
}
