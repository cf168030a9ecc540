import type { SubcategoryKey } from './taxonomy';

export const GARMENT_COLORS = [
  { key: 'white', value: '#ffffff', en: 'White', ar: 'أبيض' },
  { key: 'black', value: '#1c1c1e', en: 'Black', ar: 'أسود' },
  { key: 'navy', value: '#1f2a44', en: 'Navy', ar: 'كحلي' },
  { key: 'grey', value: '#9ca3af', en: 'Heather grey', ar: 'رمادي' },
  { key: 'sand', value: '#d8c3a5', en: 'Sand', ar: 'رملي' },
  { key: 'olive', value: '#556b2f', en: 'Olive', ar: 'زيتي' },
  { key: 'maroon', value: '#7b1e3a', en: 'Maroon', ar: 'عنّابي' },
  { key: 'sky', value: '#8ecae6', en: 'Sky blue', ar: 'سماوي' },
  { key: 'pink', value: '#f4a7b9', en: 'Pink', ar: 'وردي' },
  { key: 'red', value: '#c62828', en: 'Red', ar: 'أحمر' },
] as const;
export type GarmentColorKey = (typeof GARMENT_COLORS)[number]['key'];

export const TEXT_COLORS = [
  { value: '#000000', en: 'Black', ar: 'أسود' },
  { value: '#ffffff', en: 'White', ar: 'أبيض' },
  { value: '#d4af37', en: 'Gold', ar: 'ذهبي' },
  { value: '#c62828', en: 'Red', ar: 'أحمر' },
  { value: '#1f2a44', en: 'Navy', ar: 'كحلي' },
  { value: '#2e7d32', en: 'Green', ar: 'أخضر' },
];

export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'] as const;
export const ONE_SIZE = 'ONE SIZE';

export type Silhouette = 'tshirt' | 'longsleeve' | 'polo' | 'hoodie' | 'sweatshirt' | 'tank' | 'tote' | 'cap';
export type Technique = 'DTG' | 'EMBROIDERY' | 'SUBLIMATION' | 'SUBLIMATION_GENERAL';

export type BlankItem = {
  key: string;
  en: string;
  ar: string;
  shortEn: string;
  shortAr: string;
  descriptionEn: string;
  descriptionAr: string;
  silhouette: Silhouette;
  price: number;
  weight: number;
  techniques: Technique[];
  backPrint: boolean;
  pocketPrint: boolean;
  designRequest: boolean;
  sizes: 'adult' | 'kids' | 'one';
  colors: GarmentColorKey[];
  subs: SubcategoryKey[];
  // Size-guide rows start here (cm) and grow per size.
  chest: number;
  length: number;
};

export const BLANK_ITEMS: BlankItem[] = [
  {
    key: 'classic-tee', en: 'Classic cotton t-shirt', ar: 'تيشيرت قطني كلاسيكي', shortEn: 'T-shirt', shortAr: 'تيشيرت',
    descriptionEn: 'Soft 180 gsm combed cotton with a ribbed crew neck. A clean canvas for bold prints.',
    descriptionAr: 'قطن ممشّط ناعم بوزن ١٨٠ غرامًا مع ياقة دائرية مضلّعة. لوحة مثالية للطباعات الجريئة.',
    silhouette: 'tshirt', price: 5500, weight: 180, techniques: ['DTG', 'EMBROIDERY', 'SUBLIMATION'], backPrint: true, pocketPrint: true,
    designRequest: true, sizes: 'adult', colors: ['white', 'black', 'navy', 'grey', 'sand', 'maroon', 'sky'], subs: ['classic', 'calligraphy', 'ramadan'], chest: 44, length: 66,
  },
  {
    key: 'oversized-tee', en: 'Oversized heavyweight t-shirt', ar: 'تيشيرت أوفرسايز ثقيل', shortEn: 'Oversized tee', shortAr: 'تيشيرت أوفرسايز',
    descriptionEn: 'Relaxed fit with dropped shoulders in 240 gsm cotton, made for large back prints.',
    descriptionAr: 'قصّة واسعة بأكتاف منسدلة من قطن بوزن ٢٤٠ غرامًا، مصمّم للطباعات الكبيرة على الظهر.',
    silhouette: 'tshirt', price: 6500, weight: 240, techniques: ['DTG'], backPrint: true, pocketPrint: false,
    designRequest: true, sizes: 'adult', colors: ['black', 'white', 'sand', 'olive', 'grey'], subs: ['oversized', 'calligraphy'], chest: 54, length: 72,
  },
  {
    key: 'long-sleeve', en: 'Long-sleeve t-shirt', ar: 'تيشيرت بأكمام طويلة', shortEn: 'Long-sleeve tee', shortAr: 'تيشيرت بأكمام طويلة',
    descriptionEn: 'Breathable cotton with long sleeves for cooler evenings.',
    descriptionAr: 'قطن يسمح بمرور الهواء بأكمام طويلة للأمسيات الباردة.',
    silhouette: 'longsleeve', price: 7000, weight: 210, techniques: ['DTG'], backPrint: true, pocketPrint: false,
    designRequest: false, sizes: 'adult', colors: ['white', 'black', 'navy', 'maroon'], subs: ['longSleeve'], chest: 46, length: 68,
  },
  {
    key: 'polo', en: 'Piqué polo shirt', ar: 'قميص بولو بيكيه', shortEn: 'Polo', shortAr: 'بولو',
    descriptionEn: 'Classic piqué polo with a two-button placket; embroidery sits on the chest.',
    descriptionAr: 'قميص بولو كلاسيكي بنسيج بيكيه وزرّين؛ التطريز على الصدر.',
    silhouette: 'polo', price: 8500, weight: 220, techniques: ['EMBROIDERY', 'DTG'], backPrint: false, pocketPrint: true,
    designRequest: true, sizes: 'adult', colors: ['white', 'navy', 'black', 'red', 'sky'], subs: ['polo', 'personalised'], chest: 50, length: 70,
  },
  {
    key: 'hoodie', en: 'Pullover hoodie', ar: 'هودي بغطاء رأس', shortEn: 'Hoodie', shortAr: 'هودي',
    descriptionEn: 'Brushed fleece, kangaroo pocket and a lined hood. Prints front and back.',
    descriptionAr: 'صوف ناعم من الداخل مع جيب أمامي وغطاء رأس مبطّن. طباعة على الأمام والظهر.',
    silhouette: 'hoodie', price: 12000, weight: 520, techniques: ['DTG', 'EMBROIDERY'], backPrint: true, pocketPrint: true,
    designRequest: true, sizes: 'adult', colors: ['black', 'grey', 'navy', 'sand', 'olive', 'maroon', 'pink'], subs: ['hoodies', 'eid'], chest: 56, length: 70,
  },
  {
    key: 'sweatshirt', en: 'Crewneck sweatshirt', ar: 'سويتشيرت بياقة دائرية', shortEn: 'Sweatshirt', shortAr: 'سويتشيرت',
    descriptionEn: 'Midweight fleece crewneck with ribbed cuffs and hem.',
    descriptionAr: 'سويتشيرت صوفي متوسط الوزن بياقة دائرية وأطراف مضلّعة.',
    silhouette: 'sweatshirt', price: 10500, weight: 450, techniques: ['DTG', 'EMBROIDERY'], backPrint: true, pocketPrint: false,
    designRequest: false, sizes: 'adult', colors: ['grey', 'black', 'sand', 'navy', 'white'], subs: ['sweatshirts'], chest: 55, length: 68,
  },
  {
    key: 'kids-tee', en: 'Kids t-shirt', ar: 'تيشيرت أطفال', shortEn: 'Kids tee', shortAr: 'تيشيرت أطفال',
    descriptionEn: 'Gentle cotton for little ones, washable at 40°C without fading.',
    descriptionAr: 'قطن لطيف على بشرة الصغار، يُغسل على ٤٠ درجة دون أن يبهت.',
    silhouette: 'tshirt', price: 4500, weight: 110, techniques: ['DTG', 'SUBLIMATION'], backPrint: false, pocketPrint: false,
    designRequest: true, sizes: 'kids', colors: ['white', 'sky', 'pink', 'sand', 'red'], subs: ['kidsTees', 'eid'], chest: 30, length: 40,
  },
  {
    key: 'tank', en: 'Sports tank top', ar: 'توب رياضي بدون أكمام', shortEn: 'Tank top', shortAr: 'توب رياضي',
    descriptionEn: 'Quick-dry polyester, printed edge to edge by sublimation.',
    descriptionAr: 'بوليستر سريع الجفاف، مطبوع بالكامل بتقنية التسامي.',
    silhouette: 'tank', price: 5000, weight: 120, techniques: ['SUBLIMATION', 'SUBLIMATION_GENERAL'], backPrint: true, pocketPrint: false,
    designRequest: false, sizes: 'adult', colors: ['white', 'grey', 'sky'], subs: ['tanks'], chest: 46, length: 68,
  },
  {
    key: 'tote', en: 'Canvas tote bag', ar: 'حقيبة قماشية', shortEn: 'Tote bag', shortAr: 'حقيبة قماشية',
    descriptionEn: 'Sturdy 12 oz canvas with long handles; holds a laptop and groceries.',
    descriptionAr: 'قماش كانفاس متين مع مقابض طويلة، تتسع لحاسوب محمول ومشتريات اليوم.',
    silhouette: 'tote', price: 4000, weight: 300, techniques: ['DTG', 'SUBLIMATION_GENERAL'], backPrint: true, pocketPrint: false,
    designRequest: true, sizes: 'one', colors: ['sand', 'black', 'white'], subs: ['totes', 'giftSets'], chest: 38, length: 42,
  },
  {
    key: 'cap', en: 'Baseball cap', ar: 'كاب بيسبول', shortEn: 'Cap', shortAr: 'كاب',
    descriptionEn: 'Six-panel cotton twill cap with an adjustable strap; embroidered front.',
    descriptionAr: 'كاب قطني من ستّ قطع مع حزام قابل للتعديل؛ تطريز على الأمام.',
    silhouette: 'cap', price: 4500, weight: 90, techniques: ['EMBROIDERY'], backPrint: false, pocketPrint: false,
    designRequest: false, sizes: 'one', colors: ['black', 'navy', 'white', 'olive', 'red'], subs: ['caps', 'giftSets'], chest: 56, length: 18,
  },
];
