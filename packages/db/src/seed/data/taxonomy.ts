// Shop and customisation categories; a subcategory key may appear under several categories.
export const SUBCATEGORIES = {
  classic: { en: 'Classic tees', ar: 'تيشيرتات كلاسيكية' },
  oversized: { en: 'Oversized', ar: 'أوفرسايز' },
  longSleeve: { en: 'Long sleeves', ar: 'أكمام طويلة' },
  polo: { en: 'Polo shirts', ar: 'قمصان بولو' },
  hoodies: { en: 'Hoodies', ar: 'هوديز' },
  sweatshirts: { en: 'Sweatshirts', ar: 'سويتشيرتات' },
  kidsTees: { en: 'Kids tees', ar: 'تيشيرتات أطفال' },
  totes: { en: 'Tote bags', ar: 'حقائب قماشية' },
  caps: { en: 'Caps', ar: 'كابات' },
  tanks: { en: 'Tank tops', ar: 'توبات رياضية' },
  giftSets: { en: 'Gift sets', ar: 'أطقم هدايا' },
  personalised: { en: 'Personalised', ar: 'مخصّصة بالاسم' },
  ramadan: { en: 'Ramadan', ar: 'رمضان' },
  eid: { en: 'Eid', ar: 'العيد' },
  calligraphy: { en: 'Calligraphy', ar: 'الخط العربي' },
} as const;
export type SubcategoryKey = keyof typeof SUBCATEGORIES;

export const CATEGORIES: {
  en: string;
  ar: string;
  background: string;
  isForShop: boolean;
  isForCustomization: boolean;
  subs: SubcategoryKey[];
}[] = [
  {
    en: 'T-shirts',
    ar: 'تيشيرتات',
    background: '#fde68a',
    isForShop: false,
    isForCustomization: false,
    subs: ['classic', 'oversized', 'longSleeve', 'polo'],
  },
  {
    en: 'Hoodies & sweatshirts',
    ar: 'هوديز وسويتشيرتات',
    background: '#c7d2fe',
    isForShop: false,
    isForCustomization: false,
    subs: ['hoodies', 'sweatshirts'],
  },
  {
    en: 'Kids',
    ar: 'أطفال',
    background: '#fbcfe8',
    isForShop: false,
    isForCustomization: false,
    subs: ['kidsTees'],
  },
  {
    en: 'Bags',
    ar: 'حقائب',
    background: '#d9f99d',
    isForShop: false,
    isForCustomization: false,
    subs: ['totes'],
  },
  {
    en: 'Caps & hats',
    ar: 'قبعات',
    background: '#bae6fd',
    isForShop: false,
    isForCustomization: false,
    subs: ['caps'],
  },
  {
    en: 'Sportswear',
    ar: 'ملابس رياضية',
    background: '#fed7aa',
    isForShop: true,
    isForCustomization: false,
    subs: ['tanks'],
  },
  {
    en: 'Gifts',
    ar: 'هدايا',
    background: '#fecaca',
    isForShop: true,
    isForCustomization: false,
    subs: ['giftSets', 'personalised'],
  },
  {
    en: 'Ramadan & Eid',
    ar: 'رمضان والعيد',
    background: '#ddd6fe',
    isForShop: true,
    isForCustomization: false,
    subs: ['ramadan', 'eid'],
  },
  {
    en: 'Arabic calligraphy',
    ar: 'الخط العربي',
    background: '#e7e5e4',
    isForShop: true,
    isForCustomization: false,
    subs: ['calligraphy'],
  },
  {
    en: 'Design your own',
    ar: 'صمّم بنفسك',
    background: '#a7f3d0',
    isForShop: false,
    isForCustomization: true,
    subs: ['classic', 'hoodies', 'totes', 'caps', 'personalised'],
  },
];

// Every topic has artworks: each artwork takes its subject's and its place's topic (data/artists.ts).
export const TOPICS = [
  { en: 'Calligraphy', ar: 'الخط العربي', color: '#7c3aed' },
  { en: 'Desert', ar: 'الصحراء', color: '#d97706' },
  { en: 'Sea', ar: 'البحر', color: '#0284c7' },
  { en: 'Heritage', ar: 'التراث', color: '#92400e' },
  { en: 'Cities', ar: 'المدن', color: '#475569' },
  { en: 'Coffee', ar: 'القهوة', color: '#78350f' },
  { en: 'Animals', ar: 'الحيوانات', color: '#ca8a04' },
  { en: 'Geometry', ar: 'هندسة', color: '#4f46e5' },
  { en: 'Sky & stars', ar: 'السماء والنجوم', color: '#1e3a8a' },
  { en: 'Seasons', ar: 'الفصول', color: '#16a34a' },
] as const;

export type TopicName = (typeof TOPICS)[number]['en'];

export const TAGS = [
  { slug: 'gift', en: 'Gift', ar: 'هدية' },
  { slug: 'ramadan', en: 'Ramadan', ar: 'رمضان' },
  { slug: 'eid', en: 'Eid', ar: 'عيد' },
  { slug: 'national-day', en: 'National day', ar: 'اليوم الوطني' },
  { slug: 'summer', en: 'Summer', ar: 'صيف' },
  { slug: 'minimal', en: 'Minimal', ar: 'بسيط' },
  { slug: 'calligraphy', en: 'Calligraphy', ar: 'خط عربي' },
  { slug: 'retro', en: 'Retro', ar: 'ريترو' },
  { slug: 'kids', en: 'Kids', ar: 'أطفال' },
  { slug: 'couples', en: 'Couples', ar: 'للأزواج' },
  { slug: 'football', en: 'Football', ar: 'كرة قدم' },
  { slug: 'coffee', en: 'Coffee', ar: 'قهوة' },
];
