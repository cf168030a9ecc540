import { normalizeSearchText } from '@seed/domain/arabic-search';
import { ARTISTS, ARTWORK_PLACES, ARTWORK_STYLES, ARTWORK_SUBJECTS, PALETTES } from './data/artists';
import { type BlankItem, GARMENT_COLORS } from './data/garments';
import { TAGS, type TopicName } from './data/taxonomy';
import type { Rng } from './prng';

const BASE_DATE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export type ArtworkPlan<T extends BlankItem> = ReturnType<typeof planArtworks<T>>[number];

// Every choice of the artwork and product catalogue, drawn from the generator up front and in a fixed
// order, so concurrent image work cannot change the catalogue: 10 subjects × 8 places = 80 artworks.
export function planArtworks<T extends BlankItem>(rng: Rng, items: readonly T[], productsPerArtwork: number) {
  const colorKeys = GARMENT_COLORS.map((c) => c.key);
  const pairs = ARTWORK_SUBJECTS.flatMap((subject) => ARTWORK_PLACES.map((place) => ({ subject, place })));
  return pairs.map(({ subject, place }, index) => {
    const artistIndex = index % ARTISTS.length;
    const artist = ARTISTS[artistIndex]!;
    const style = rng.pick(ARTWORK_STYLES);
    const titleEn = `${place.en} ${subject.en}`;
    // The Arabic title is an idafa, subject first: "صقر الصحراء" for "Desert Falcon".
    const titleAr = `${subject.ar} ${place.ar}`;
    const topics = new Set<TopicName>([subject.topic, place.topic]);
    if (style.en === 'calligraphic') topics.add('Calligraphy');
    const likes = rng.int(0, 400);
    const createdAt = new Date(BASE_DATE + index * DAY);
    const tags = rng.sample(TAGS, rng.int(1, 3));
    // An artist shows an artwork on its best garment colour: each artwork ranks the colours once, and each
    // product takes the first its item comes in. Items of one silhouette then share product photos.
    const colorOrder = rng.sample(colorKeys, colorKeys.length);
    const products = rng.sample(items, productsPerArtwork).map((item, slot) => {
      const price = item.price + rng.int(4, 12) * 250;
      const onSale = rng.chance(0.15);
      const nameEn = `${titleEn} ${item.shortEn}`;
      const nameAr = `${item.shortAr} ${titleAr}`;
      const purchaseCount = (likes * (slot + 1)) % 97;
      return {
        item,
        colorKey: colorOrder.find((key) => item.colors.includes(key))!,
        nameEn,
        nameAr,
        price,
        // A sale keeps the earlier price; half of them also carry the sale price as discountedPrice, the
        // shape bundle lines take, so both ways of marking a discount occur.
        oldPrice: onSale ? price + 1500 : 0,
        discountedPrice: onSale && rng.chance(0.5) ? price : 0,
        rank: 1000 - index * 5 - slot,
        purchaseCount,
        isActive: !(index === 3 && slot === 0),
        createdAt: new Date(createdAt.getTime() + slot * 60_000),
        searchText: normalizeSearchText(
          [nameEn, nameAr, artist.en, artist.ar, ...tags.flatMap((t) => [t.en, t.ar])].join(' '),
        ),
      };
    });
    return {
      index,
      subject,
      titleEn,
      titleAr,
      slug: `${titleEn.toLowerCase().replace(/\s+/g, '-')}-${index + 1}`,
      artistIndex,
      palette: rng.pick(PALETTES),
      arabicTitleOnArt: rng.chance(0.5),
      artSeed: rng.int(1, 2 ** 30),
      description: `${titleEn} by ${artist.en}: an original ${style.en} artwork.`,
      descriptionAr: `${titleAr} بريشة ${artist.ar}: عمل فني أصلي بأسلوب ${style.ar}.`,
      topics: [...topics],
      tagSlugs: tags.map((t) => t.slug),
      likes,
      // The last three are inactive or awaiting approval, so shop filters have something to hide.
      isActive: index !== 77,
      isApproved: index < 78,
      purchaseNumber: products.reduce((sum, p) => sum + p.purchaseCount, 0),
      createdAt,
      searchText: normalizeSearchText(`${titleEn} ${titleAr} ${artist.en} ${artist.ar}`),
      products,
    };
  });
}
