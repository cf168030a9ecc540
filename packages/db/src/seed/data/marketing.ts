export const CAROUSEL = [
  {
    en: 'New season: desert tones',
    ar: 'الموسم الجديد: ألوان الصحراء',
    url: '/shop/products',
    colors: ['#d8c3a5', '#7c2d12'],
  },
  {
    en: 'Design your own hoodie',
    ar: 'صمّم الهودي الخاص بك',
    url: '/products/categories',
    colors: ['#1e1b4b', '#a78bfa'],
  },
  { en: 'Ramadan collection', ar: 'تشكيلة رمضان', url: '/collection/1', colors: ['#0f172a', '#fbbf24'] },
];

export const BANNERS = [
  {
    en: 'Free delivery in Kuwait over KWD 20',
    ar: 'توصيل مجاني داخل الكويت للطلبات فوق ٢٠ د.ك',
    url: '/shop/products',
    background: '#fef3c7',
  },
  { en: 'Meet our artists', ar: 'تعرّف على فنانينا', url: '/shop/artists', background: '#e0e7ff' },
  {
    en: 'Ask our designers for a custom design',
    ar: 'اطلب تصميمًا خاصًا من مصمّمينا',
    url: '/design-requests/new',
    background: '#dcfce7',
  },
];

export const COLLECTIONS = [
  { en: 'Ramadan picks', ar: 'مختارات رمضان', subject: 'Lantern' },
  { en: 'Desert & heritage', ar: 'الصحراء والتراث', subject: 'Camel' },
  { en: 'Best sellers', ar: 'الأكثر مبيعًا', subject: null },
  { en: 'Noura’s picks', ar: 'مختارات نورة', subject: null, artistIndex: 0 },
];

export const EMBROIDERY_ICONS = [
  { en: 'Star', ar: 'نجمة', shape: 'star' },
  { en: 'Heart', ar: 'قلب', shape: 'heart' },
  { en: 'Crescent', ar: 'هلال', shape: 'crescent' },
  { en: 'Diamond', ar: 'معيّن', shape: 'diamond' },
  { en: 'Circle', ar: 'دائرة', shape: 'circle' },
  { en: 'Flower', ar: 'زهرة', shape: 'flower' },
  { en: 'Sun', ar: 'شمس', shape: 'sun' },
  { en: 'Wave', ar: 'موجة', shape: 'wave' },
  { en: 'Triangle', ar: 'مثلّث', shape: 'triangle' },
  { en: 'Leaf', ar: 'ورقة شجر', shape: 'leaf' },
  { en: 'Lightning', ar: 'برق', shape: 'bolt' },
  { en: 'Crown', ar: 'تاج', shape: 'crown' },
] as const;
export type IconShape = (typeof EMBROIDERY_ICONS)[number]['shape'];

export const TEMPLATE_CATEGORIES = [
  {
    en: 'Names',
    ar: 'أسماء',
    descriptionEn: 'Your name in a bold layout',
    descriptionAr: 'اسمك بتصميم جريء',
  },
  {
    en: 'Occasions',
    ar: 'مناسبات',
    descriptionEn: 'Eid, birthdays and family trips',
    descriptionAr: 'العيد وأعياد الميلاد ورحلات العائلة',
  },
];

// Template markup is SVG with {{control}} placeholders; the renderer of the bundles issue fills them.
export const TEMPLATES = [
  { category: 0, en: 'Big name', ar: 'اسم كبير', markup: 'name-large', defaultText: 'نورة' },
  { category: 0, en: 'Name in a circle', ar: 'اسم داخل دائرة', markup: 'name-circle', defaultText: 'Fahad' },
  { category: 0, en: 'Initials', ar: 'الأحرف الأولى', markup: 'initials', defaultText: 'M.K' },
  { category: 1, en: 'Eid Mubarak', ar: 'عيد مبارك', markup: 'eid', defaultText: 'عيد مبارك' },
  { category: 1, en: 'Family trip', ar: 'رحلة العائلة', markup: 'trip', defaultText: 'رحلة ٢٠٢٦' },
  { category: 1, en: 'Birthday', ar: 'عيد ميلاد', markup: 'birthday', defaultText: 'Happy 7th' },
  { category: 1, en: 'Photo and name', ar: 'صورة واسم', markup: 'photo', defaultText: 'عائلتنا' },
] as const;

// A bundle line is a blank item, how many of it, and what the shopper puts on it: one template, or any
// template of a category (by index in TEMPLATE_CATEGORIES).
export const BUNDLES = [
  {
    en: 'Family tees',
    ar: 'تيشيرتات العائلة',
    discount: 15,
    lines: [
      { item: 'classic-tee', count: 2, template: 'name-large' },
      { item: 'kids-tee', count: 2, template: 'name-large' },
    ],
  },
  {
    en: 'Couple hoodies',
    ar: 'هوديز للزوجين',
    discount: 10,
    lines: [{ item: 'hoodie', count: 2, template: 'name-circle' }],
  },
  {
    en: 'Gift set',
    ar: 'طقم هدية',
    discount: 12,
    lines: [
      { item: 'classic-tee', count: 1, templateCategory: 1 },
      { item: 'tote', count: 1, templateCategory: 1 },
      { item: 'cap', count: 1, template: 'initials' },
    ],
  },
  {
    en: 'Photo tee',
    ar: 'تيشيرت بصورتك',
    discount: 10,
    lines: [{ item: 'classic-tee', count: 1, template: 'photo' }],
  },
] as const;

export const REVIEWS = [
  { name: 'Huda A.', text: 'الطباعة واضحة والقماش ممتاز، وصل الطلب خلال يومين.', rating: 5 },
  { name: 'James P.', text: 'Great print quality, the hoodie is thick and warm.', rating: 5 },
  { name: 'Abdullah K.', text: 'صممت تيشيرت باسم ابني وكان رائعًا.', rating: 4 },
  { name: 'Priya S.', text: 'Lovely calligraphy designs, arrived well packed.', rating: 5 },
];

export const DELIVERY_ZONES = [
  {
    en: 'Kuwait',
    ar: 'الكويت',
    countries: ['KW'],
    international: false,
    minDays: 1,
    maxDays: 2,
    rates: [
      [1000, 1000],
      [3000, 1500],
      [10000, 2500],
    ],
    freeOver: 20000,
  },
  {
    en: 'Gulf countries',
    ar: 'دول الخليج',
    countries: ['BH', 'AE', 'SA', 'QA', 'OM'],
    international: true,
    minDays: 3,
    maxDays: 5,
    rates: [
      [1000, 3000],
      [3000, 4500],
      [10000, 7000],
    ],
    freeOver: 40000,
  },
  {
    en: 'Rest of the world',
    ar: 'باقي دول العالم',
    countries: ['JO', 'EG', 'GB', 'US', 'DE', 'FR', 'IN'],
    international: true,
    minDays: 7,
    maxDays: 14,
    rates: [
      [1000, 6000],
      [3000, 9000],
      [10000, 15000],
    ],
    freeOver: null,
  },
] as const;

// Development codes, listed in the README. EXPIRED5 is there to see a code refused.
export const VOUCHERS = [
  {
    code: 'WELCOME10',
    percent: 10,
    maxDiscount: 5000,
    minAmount: null,
    usageLimit: null,
    perUserLimit: 1,
    expiresAt: null,
  },
  {
    code: 'RAMADAN20',
    percent: 20,
    maxDiscount: 10000,
    minAmount: 15000,
    usageLimit: 500,
    perUserLimit: 2,
    expiresAt: null,
  },
  {
    code: 'EXPIRED5',
    percent: 5,
    maxDiscount: null,
    minAmount: null,
    usageLimit: null,
    perUserLimit: null,
    expiresAt: new Date('2025-12-31T21:00:00Z'),
  },
];
// The store's discount on amount (KWD fils): 5% from KWD 30, 10% from KWD 60; staff change it on the promotions desk.
export const DISCOUNT_TIERS = [
  { minSubtotal: 30_000, percent: 5 },
  { minSubtotal: 60_000, percent: 10 },
];
export const GIFT_CARDS = [
  { code: 'GIFT-DEMO-5KWD', amount: 5000, currency: 'KWD' },
  { code: 'GIFT-DEMO-10KWD', amount: 10000, currency: 'KWD' },
  { code: 'GIFT-DEMO-25KWD', amount: 25000, currency: 'KWD' },
  { code: 'GIFT-DEMO-20USD', amount: 2000, currency: 'USD' },
];
