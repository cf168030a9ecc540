import type { TopicName } from './taxonomy';

export const ARTISTS = [
  { en: 'Noura Al-Sabah', ar: 'نورة الصباح', subdomain: 'noura', jobEn: 'Calligrapher', jobAr: 'خطّاطة' },
  { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري', subdomain: 'fahad', jobEn: 'Illustrator', jobAr: 'رسّام' },
  {
    en: 'Maryam Al-Kandari',
    ar: 'مريم الكندري',
    subdomain: 'maryam',
    jobEn: 'Graphic designer',
    jobAr: 'مصمّمة جرافيك',
  },
  {
    en: 'Yousef Al-Ali',
    ar: 'يوسف العلي',
    subdomain: 'yousef',
    jobEn: 'Street artist',
    jobAr: 'فنان جداريات',
  },
  { en: 'Sara Haddad', ar: 'سارة حداد', subdomain: 'sara', jobEn: 'Pattern designer', jobAr: 'مصمّمة زخارف' },
  { en: 'Omar Khalil', ar: 'عمر خليل', subdomain: 'omar', jobEn: 'Typographer', jobAr: 'مصمّم خطوط' },
  { en: 'Latifa Al-Mansouri', ar: 'لطيفة المنصوري', subdomain: 'latifa', jobEn: 'Painter', jobAr: 'رسّامة' },
  { en: 'Khalid Al-Harbi', ar: 'خالد الحربي', subdomain: 'khalid', jobEn: 'Photographer', jobAr: 'مصوّر' },
  {
    en: 'Dana Al-Rashid',
    ar: 'دانة الراشد',
    subdomain: 'dana',
    jobEn: 'Children’s book illustrator',
    jobAr: 'رسّامة كتب أطفال',
  },
  { en: 'Hamad Al-Marri', ar: 'حمد المري', subdomain: 'hamad', jobEn: 'Motion designer', jobAr: 'مصمّم موشن' },
  { en: 'Reem Nasser', ar: 'ريم ناصر', subdomain: 'reem', jobEn: 'Textile artist', jobAr: 'فنانة نسيج' },
  { en: 'Ali Hassan', ar: 'علي حسن', subdomain: 'ali', jobEn: 'Comic artist', jobAr: 'رسّام قصص مصوّرة' },
];

// Artwork titles are "{place} {subject}" in English and the idafa "{subject} {place}" in Arabic
// (e.g. "Desert Falcon" / "صقر الصحراء"): 10 subjects × 8 places = 80 artworks.
export const ARTWORK_SUBJECTS = [
  { en: 'Falcon', ar: 'صقر', topic: 'Animals' },
  { en: 'Camel', ar: 'جمل', topic: 'Desert' },
  { en: 'Palm', ar: 'نخلة', topic: 'Heritage' },
  { en: 'Oryx', ar: 'مها', topic: 'Animals' },
  { en: 'Rose', ar: 'وردة', topic: 'Calligraphy' },
  { en: 'Crescent', ar: 'هلال', topic: 'Sky & stars' },
  { en: 'Lantern', ar: 'فانوس', topic: 'Heritage' },
  { en: 'Coffee Pot', ar: 'دلّة', topic: 'Coffee' },
  { en: 'Pearl', ar: 'لؤلؤة', topic: 'Sea' },
  { en: 'Star', ar: 'نجمة', topic: 'Geometry' },
] as const satisfies readonly { en: string; ar: string; topic: TopicName }[];

export const ARTWORK_PLACES = [
  { en: 'Desert', ar: 'الصحراء', topic: 'Desert' },
  { en: 'Gulf', ar: 'الخليج', topic: 'Sea' },
  { en: 'Night', ar: 'الليل', topic: 'Sky & stars' },
  { en: 'Sea', ar: 'البحر', topic: 'Sea' },
  { en: 'City', ar: 'المدينة', topic: 'Cities' },
  { en: 'Winter', ar: 'الشتاء', topic: 'Seasons' },
  { en: 'Summer', ar: 'الصيف', topic: 'Seasons' },
  { en: 'Dawn', ar: 'الفجر', topic: 'Sky & stars' },
] as const satisfies readonly { en: string; ar: string; topic: TopicName }[];

export const ARTWORK_STYLES = [
  { en: 'geometric', ar: 'هندسي' },
  { en: 'minimal', ar: 'بسيط' },
  { en: 'retro', ar: 'كلاسيكي قديم' },
  { en: 'calligraphic', ar: 'مستوحى من الخط العربي' },
] as const;

export const PALETTES = [
  ['#f4e7d3', '#c2410c', '#7c2d12', '#fbbf24'],
  ['#0f172a', '#38bdf8', '#f8fafc', '#facc15'],
  ['#ecfccb', '#3f6212', '#84cc16', '#1a2e05'],
  ['#fdf2f8', '#be185d', '#831843', '#f9a8d4'],
  ['#1e1b4b', '#a78bfa', '#fde68a', '#f472b6'],
  ['#fff7ed', '#0d9488', '#134e4a', '#f97316'],
  ['#111827', '#f59e0b', '#e5e7eb', '#ef4444'],
  ['#e0f2fe', '#1d4ed8', '#0c4a6e', '#f43f5e'],
] as const;
