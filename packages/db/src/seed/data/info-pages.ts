// Bodies are plain paragraphs separated by blank lines; the seed stores each as an HTML paragraph.
export const INFO_PAGES = [
  {
    slug: 'contact-us',
    titleEn: 'Contact us',
    titleAr: 'تواصل معنا',
    bodyEn:
      'We answer every message within one working day, Sunday to Thursday, 9:00 to 18:00 Kuwait time.\n\nE-mail: care@seed.example\n\nWhatsApp and phone: +965 2200 0000\n\nStudio: Shuwaikh Industrial Area, Block 2, Street 28, Kuwait.',
    bodyAr:
      'نردّ على كل رسالة خلال يوم عمل واحد، من الأحد إلى الخميس، من الساعة ٩:٠٠ حتى ١٨:٠٠ بتوقيت الكويت.\n\nالبريد الإلكتروني: care@seed.example\n\nواتساب والهاتف: ‎+965 2200 0000\n\nالاستوديو: الشويخ الصناعية، قطعة ٢، شارع ٢٨، الكويت.',
  },
  {
    slug: 'faq',
    titleEn: 'Frequently asked questions',
    titleAr: 'الأسئلة الشائعة',
    bodyEn:
      'How long does printing take? Most orders are printed within 2 working days and then handed to the courier.\n\nCan I change my order? You can change or cancel an order until it enters production; contact us as soon as possible.\n\nHow do I wash my printed garment? Turn it inside out, wash at 30°C and do not iron directly on the print.\n\nWhich currencies can I pay in? Prices are shown in KWD, SAR, AED, QAR, OMR, BHD or USD; you pay in the currency offered by the payment method.',
    bodyAr:
      'كم تستغرق الطباعة؟ تُطبع معظم الطلبات خلال يومي عمل ثم تُسلَّم لشركة الشحن.\n\nهل يمكنني تعديل طلبي؟ يمكنك تعديل الطلب أو إلغاؤه قبل دخوله مرحلة الإنتاج؛ تواصل معنا في أسرع وقت.\n\nكيف أغسل القطعة المطبوعة؟ اقلبها على الوجه الآخر، واغسلها على ٣٠ درجة، ولا تكوِها مباشرة على الطباعة.\n\nما العملات المتاحة؟ تظهر الأسعار بالدينار الكويتي أو الريال السعودي أو الدرهم الإماراتي أو الريال القطري أو الريال العماني أو الدينار البحريني أو الدولار الأمريكي، ويتم الدفع بالعملة التي تتيحها وسيلة الدفع.',
  },
  {
    slug: 'info-page',
    titleEn: 'About us',
    titleAr: 'من نحن',
    bodyEn:
      'Seed is a Kuwaiti print studio and marketplace. Artists from across the Gulf publish their artworks, and we print them on garments made to order, so nothing is wasted.\n\nYou can also design your own piece in our studio or ask our designers for something made just for you.',
    bodyAr:
      'سيد استوديو طباعة ومتجر كويتي. ينشر فنانون من مختلف دول الخليج أعمالهم، ونطبعها على الملابس حسب الطلب فلا يُهدر شيء.\n\nويمكنك أيضًا تصميم قطعتك بنفسك في الاستوديو، أو طلب تصميم خاص من مصمّمينا.',
  },
  {
    slug: 'privacy-policy',
    titleEn: 'Privacy policy',
    titleAr: 'سياسة الخصوصية',
    bodyEn:
      'We collect only what we need to fulfil your orders: your name, contact details, delivery addresses and order history.\n\nPayments are processed by our payment gateway; we never store card numbers.\n\nWe do not sell your data. You can download or delete your account at any time from your profile.',
    bodyAr:
      'نجمع فقط ما نحتاجه لتنفيذ طلباتك: اسمك وبيانات التواصل وعناوين التوصيل وسجل الطلبات.\n\nتتم معالجة المدفوعات عبر بوابة الدفع، ولا نحتفظ بأرقام البطاقات إطلاقًا.\n\nلا نبيع بياناتك. يمكنك حذف حسابك في أي وقت من صفحة ملفك الشخصي.',
  },
  {
    slug: 'return-policy',
    titleEn: 'Return policy',
    titleAr: 'سياسة الاسترجاع',
    bodyEn:
      'Ready-made products can be returned within 14 days of delivery if unworn and unwashed.\n\nCustomised products are made for you alone, so they can be returned only if they arrive damaged or misprinted; send us a photo within 7 days and we reprint or refund.\n\nRefunds go to your original payment method or, if you prefer, to your wallet at once.',
    bodyAr:
      'يمكن استرجاع المنتجات الجاهزة خلال ١٤ يومًا من الاستلام إذا لم تُلبس أو تُغسل.\n\nالمنتجات المخصّصة تُصنع لك وحدك، لذا تُسترجع فقط إذا وصلت تالفة أو بطباعة خاطئة؛ أرسل لنا صورة خلال ٧ أيام وسنعيد الطباعة أو نردّ المبلغ.\n\nيُرَدّ المبلغ إلى وسيلة الدفع الأصلية، أو إلى محفظتك فورًا إن رغبت.',
  },
  {
    slug: 'ServiceAgreement',
    titleEn: 'Artist service agreement',
    titleAr: 'اتفاقية خدمة الفنانين',
    bodyEn:
      'Artists keep the copyright of their artworks and grant us a licence to print and sell them on our products.\n\nFor every sale the artist earns the margin shown in the artist portal, paid monthly.\n\nArtworks must be original; we remove any work that infringes the rights of others.',
    bodyAr:
      'يحتفظ الفنانون بحقوق الملكية لأعمالهم، ويمنحوننا ترخيصًا لطباعتها وبيعها على منتجاتنا.\n\nيحصل الفنان عن كل عملية بيع على الهامش الظاهر في بوابة الفنان، ويُدفع شهريًا.\n\nيجب أن تكون الأعمال أصلية، ونزيل أي عمل يتعدّى على حقوق الآخرين.',
  },
  {
    slug: 'terms-of-use',
    titleEn: 'Terms of use',
    titleAr: 'شروط الاستخدام',
    bodyEn:
      'By using this store you agree to provide accurate information and not to upload content that is unlawful or infringes the rights of others.\n\nPrices include VAT where it applies. We may refuse or cancel an order in case of an obvious pricing error, with a full refund.\n\nThese terms are governed by the laws of the State of Kuwait.',
    bodyAr:
      'باستخدامك هذا المتجر فإنك توافق على تقديم معلومات صحيحة وعدم رفع محتوى مخالف للقانون أو يتعدّى على حقوق الآخرين.\n\nتشمل الأسعار ضريبة القيمة المضافة حيثما تنطبق. يحق لنا رفض الطلب أو إلغاؤه عند وجود خطأ واضح في السعر مع ردّ المبلغ كاملًا.\n\nتخضع هذه الشروط لقوانين دولة الكويت.',
  },
];
