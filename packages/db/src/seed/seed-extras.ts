import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { bundles, bundleTemplatesInventories } from '../schema/bundles';
import { collectionProducts, collections } from '../schema/collections';
import { embroideryIcons } from '../schema/embroidery';
import { banners, carouselItems, infoPages } from '../schema/marketing';
import { products } from '../schema/products';
import { reviews } from '../schema/reviews';
import { deliveryRates, deliveryZones, freeShippingConfig } from '../schema/shipping';
import { templateCategories, templates } from '../schema/templates';
import { giftCards, vouchers } from '../schema/wallet';
import { INFO_PAGES } from './data/info-pages';
import {
  BANNERS,
  BUNDLES,
  CAROUSEL,
  COLLECTIONS,
  DELIVERY_ZONES,
  EMBROIDERY_ICONS,
  GIFT_CARDS,
  REVIEWS,
  TEMPLATE_CATEGORIES,
  TEMPLATES,
  VOUCHERS,
} from './data/marketing';
import { bannerSvg, iconSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { fillTemplate, templateMarkup } from './images/template-markup';
import type { MediaWriter } from './media-writer';
import type { SeededItem } from './seed-catalog';

type Context = {
  writeMedia: MediaWriter;
  items: SeededItem[];
  artistIds: number[];
  artworks: { artworkId: number; subject: string; artistIndex: number }[];
};

export async function seedExtras(db: Db, ctx: Context) {
  const { writeMedia } = ctx;
  for (const [rank, item] of CAROUSEL.entries()) {
    const mediaWebId = await writeMedia('marketing', `carousel-${rank + 1}`, () =>
      svgToPng(bannerSvg(item.en, item.ar, item.colors[0]!, item.colors[1]!)),
    );
    await db
      .insert(carouselItems)
      .values({ name: item.en, nameAr: item.ar, forwardingURLWeb: item.url, mediaWebId, rank });
  }
  for (const [rank, banner] of BANNERS.entries()) {
    const mediaId = await writeMedia('marketing', `banner-${rank + 1}`, () =>
      svgToPng(bannerSvg(banner.en, banner.ar, '#1f2937', '#4b5563')),
    );
    await db.insert(banners).values({
      nameEn: banner.en,
      nameAr: banner.ar,
      forwardingURLWeb: banner.url,
      forwardingURL: banner.url,
      backgroundColor: banner.background,
      mediaId,
      rank,
    });
  }

  for (const [rank, entry] of COLLECTIONS.entries()) {
    const artistId = 'artistIndex' in entry ? ctx.artistIds[entry.artistIndex!]! : null;
    const artworkIds = ctx.artworks
      .filter((a) =>
        entry.subject ? a.subject === entry.subject : artistId ? a.artistIndex === entry.artistIndex : true,
      )
      .map((a) => a.artworkId);
    const picked = await db
      .select({ id: products.id, mediaId: products.mediaId })
      .from(products)
      .where(inArray(products.artworkId, artworkIds))
      .orderBy(entry.subject || artistId ? asc(products.id) : asc(products.purchaseCount))
      .limit(24);
    const [collection] = await db
      .insert(collections)
      .values({ nameEn: entry.en, nameAr: entry.ar, rank, artistId, mediaId: picked[0]?.mediaId ?? null })
      .returning({ id: collections.id });
    if (picked.length)
      await db
        .insert(collectionProducts)
        .values(picked.map((p, i) => ({ collectionId: collection!.id, productId: p.id, rank: i })));
  }

  for (const [rank, icon] of EMBROIDERY_ICONS.entries()) {
    const mediaId = await writeMedia('embroidery', `icon-${icon.shape}`, () =>
      svgToPng(iconSvg(icon.shape, '#1f2937')),
    );
    await db.insert(embroideryIcons).values({ nameEn: icon.en, nameAr: icon.ar, mediaId, rank });
  }

  const categoryIds: number[] = [];
  for (const [rank, category] of TEMPLATE_CATEGORIES.entries()) {
    const [row] = await db
      .insert(templateCategories)
      .values({
        nameEn: category.en,
        nameAr: category.ar,
        descriptionEn: category.descriptionEn,
        descriptionAr: category.descriptionAr,
        rank,
      })
      .returning({ id: templateCategories.id });
    categoryIds.push(row!.id);
  }
  for (const [rank, template] of TEMPLATES.entries()) {
    const markup = templateMarkup(template.markup);
    const mediaId = await writeMedia('templates', `template-${template.markup}`, () =>
      svgToPng(fillTemplate(markup, { text: template.defaultText, color: '#1f2937' })),
    );
    await db.insert(templates).values({
      templateCategoryId: categoryIds[template.category]!,
      nameEn: template.en,
      nameAr: template.ar,
      mediaId,
      rank,
      templateHtmlCode: markup,
      templateControls: [
        {
          name: 'text',
          type: 'text',
          labelEn: 'Text',
          labelAr: 'النص',
          required: true,
          maxLength: 24,
          defaultValue: template.defaultText,
        },
        {
          name: 'color',
          type: 'color',
          labelEn: 'Colour',
          labelAr: 'اللون',
          required: true,
          defaultValue: '#1f2937',
        },
      ],
    });
  }

  const itemId = (key: string) => ctx.items.find((i) => i.key === key)!;
  for (const [rank, bundle] of BUNDLES.entries()) {
    const [row] = await db
      .insert(bundles)
      .values({
        nameEn: bundle.en,
        nameAr: bundle.ar,
        discountPercentage: bundle.discount,
        rank,
        morphType: 'SET',
        mediaId: itemId(bundle.items[0]!).mockups.values().next().value ?? null,
      })
      .returning({ id: bundles.id });
    await db.insert(bundleTemplatesInventories).values(
      bundle.items.map((key) => ({
        bundleId: row!.id,
        inventoryId: itemId(key).id,
        templateCategoryId: categoryIds[bundle.templateCategory]!,
      })),
    );
  }

  await db.insert(infoPages).values(INFO_PAGES);
  await db.insert(reviews).values(REVIEWS.map((r, rank) => ({ ...r, rank })));

  for (const zone of DELIVERY_ZONES) {
    const [row] = await db
      .insert(deliveryZones)
      .values({
        nameEn: zone.en,
        nameAr: zone.ar,
        countryCodes: [...zone.countries],
        isInternational: zone.international,
        minDays: zone.minDays,
        maxDays: zone.maxDays,
      })
      .returning({ id: deliveryZones.id });
    await db
      .insert(deliveryRates)
      .values(zone.rates.map(([maxWeight, price]) => ({ zoneId: row!.id, maxWeight, price })));
    if (zone.freeOver)
      await db.insert(freeShippingConfig).values({ zoneId: row!.id, minSubtotal: zone.freeOver });
  }
  await db.insert(vouchers).values(VOUCHERS);
  await db.insert(giftCards).values(GIFT_CARDS);
}
