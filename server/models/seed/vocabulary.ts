// Word lists for demo data, each entry in English and Arabic.
import type { Localized } from '../define/types';
import type { Random } from './random';

type Pair = readonly [en: string, ar: string];

export const FIRST_NAMES: readonly Pair[] = [
  ['Ahmed', 'أحمد'],
  ['Mohamed', 'محمد'],
  ['Omar', 'عمر'],
  ['Youssef', 'يوسف'],
  ['Khaled', 'خالد'],
  ['Mahmoud', 'محمود'],
  ['Mostafa', 'مصطفى'],
  ['Hassan', 'حسن'],
  ['Ali', 'علي'],
  ['Karim', 'كريم'],
  ['Tarek', 'طارق'],
  ['Amr', 'عمرو'],
  ['Ibrahim', 'إبراهيم'],
  ['Hamza', 'حمزة'],
  ['Ziad', 'زياد'],
  ['Sara', 'سارة'],
  ['Mariam', 'مريم'],
  ['Nour', 'نور'],
  ['Fatma', 'فاطمة'],
  ['Aya', 'آية'],
  ['Salma', 'سلمى'],
  ['Layla', 'ليلى'],
  ['Yasmin', 'ياسمين'],
  ['Dina', 'دينا'],
  ['Rana', 'رنا'],
  ['Mona', 'منى'],
  ['Heba', 'هبة'],
  ['Reem', 'ريم'],
  ['Habiba', 'حبيبة'],
  ['Malak', 'ملك'],
];

export const LAST_NAMES: readonly Pair[] = [
  ['Ali', 'علي'],
  ['Hassan', 'حسن'],
  ['Ibrahim', 'إبراهيم'],
  ['Mahmoud', 'محمود'],
  ['Abdelrahman', 'عبد الرحمن'],
  ['El-Sayed', 'السيد'],
  ['Fathy', 'فتحي'],
  ['Saleh', 'صالح'],
  ['Mansour', 'منصور'],
  ['Nasser', 'ناصر'],
  ['Farouk', 'فاروق'],
  ['Kamal', 'كمال'],
  ['Hamdy', 'حمدي'],
  ['Youssef', 'يوسف'],
  ['Said', 'سعيد'],
  ['Adel', 'عادل'],
  ['Samir', 'سمير'],
  ['Gamal', 'جمال'],
  ['Hegazy', 'حجازي'],
  ['Shawky', 'شوقي'],
];

export const FEMALE_FIRST_NAMES = new Set(FIRST_NAMES.slice(15).map(([en]) => en));

export const CITIES: readonly Pair[] = [
  ['Cairo', 'القاهرة'],
  ['Giza', 'الجيزة'],
  ['Alexandria', 'الإسكندرية'],
  ['Mansoura', 'المنصورة'],
  ['Tanta', 'طنطا'],
  ['Zagazig', 'الزقازيق'],
  ['Ismailia', 'الإسماعيلية'],
  ['Suez', 'السويس'],
  ['Port Said', 'بورسعيد'],
  ['Damietta', 'دمياط'],
  ['Asyut', 'أسيوط'],
  ['Sohag', 'سوهاج'],
  ['Minya', 'المنيا'],
  ['Beni Suef', 'بني سويف'],
  ['Fayoum', 'الفيوم'],
  ['Luxor', 'الأقصر'],
  ['Aswan', 'أسوان'],
  ['Hurghada', 'الغردقة'],
  ['Sharm El Sheikh', 'شرم الشيخ'],
  ['Marsa Matruh', 'مرسى مطروح'],
  ['Qena', 'قنا'],
  ['Kafr El Sheikh', 'كفر الشيخ'],
  ['Banha', 'بنها'],
  ['Shebin El Kom', 'شبين الكوم'],
  ['Damanhour', 'دمنهور'],
  ['6th of October', 'السادس من أكتوبر'],
  ['New Cairo', 'القاهرة الجديدة'],
  ['Sheikh Zayed', 'الشيخ زايد'],
  ['Obour', 'العبور'],
  ['10th of Ramadan', 'العاشر من رمضان'],
  ['Riyadh', 'الرياض'],
  ['Jeddah', 'جدة'],
  ['Dubai', 'دبي'],
  ['Abu Dhabi', 'أبوظبي'],
  ['Doha', 'الدوحة'],
  ['Kuwait City', 'مدينة الكويت'],
  ['Manama', 'المنامة'],
  ['Muscat', 'مسقط'],
  ['Amman', 'عمّان'],
];

export const DISTRICTS: readonly Pair[] = [
  ['North District', 'الحي الشمالي'],
  ['South District', 'الحي الجنوبي'],
  ['East District', 'الحي الشرقي'],
  ['West District', 'الحي الغربي'],
  ['Downtown', 'وسط المدينة'],
  ['Old Town', 'المدينة القديمة'],
  ['University District', 'حي الجامعة'],
  ['Garden District', 'حي الحدائق'],
];

export const STREETS: readonly Pair[] = [
  ['El Nasr St.', 'شارع النصر'],
  ['El Tahrir St.', 'شارع التحرير'],
  ['El Gomhoreya St.', 'شارع الجمهورية'],
  ['Salah Salem St.', 'شارع صلاح سالم'],
  ['El Nile Corniche', 'كورنيش النيل'],
  ['Abbas El Akkad St.', 'شارع عباس العقاد'],
  ['Makram Ebeid St.', 'شارع مكرم عبيد'],
  ['El Haram St.', 'شارع الهرم'],
  ['Faisal St.', 'شارع فيصل'],
  ['El Merghany St.', 'شارع الميرغني'],
];

export const CATEGORIES: readonly (readonly [en: string, ar: string, subs: readonly Pair[]])[] = [
  [
    'Supplements',
    'مكملات غذائية',
    [
      ['Protein', 'بروتين'],
      ['Creatine', 'كرياتين'],
      ['Vitamins', 'فيتامينات'],
      ['Pre-workout', 'منشطات قبل التمرين'],
      ['Amino acids', 'أحماض أمينية'],
      ['Omega 3', 'أوميغا ٣'],
    ],
  ],
  [
    'Equipment',
    'معدات',
    [
      ['Dumbbells', 'دمبل'],
      ['Kettlebells', 'كيتل بل'],
      ['Benches', 'مقاعد تمرين'],
      ['Bands', 'أحزمة مقاومة'],
      ['Cardio machines', 'أجهزة كارديو'],
      ['Bars and plates', 'بارات وأوزان'],
    ],
  ],
  [
    'Apparel',
    'ملابس رياضية',
    [
      ['T-shirts', 'تيشيرتات'],
      ['Leggings', 'ليجنز'],
      ['Shoes', 'أحذية'],
      ['Hoodies', 'هوديز'],
      ['Shorts', 'شورتات'],
      ['Socks', 'جوارب'],
    ],
  ],
  [
    'Healthy food',
    'أطعمة صحية',
    [
      ['Oats', 'شوفان'],
      ['Nut butters', 'زبدة المكسرات'],
      ['Snack bars', 'ألواح سناك'],
      ['Meal boxes', 'وجبات جاهزة'],
      ['Sugar-free', 'خالٍ من السكر'],
      ['Keto', 'كيتو'],
    ],
  ],
  [
    'Accessories',
    'إكسسوارات',
    [
      ['Bottles', 'زجاجات'],
      ['Gloves', 'قفازات'],
      ['Bags', 'حقائب'],
      ['Towels', 'مناشف'],
      ['Belts', 'أحزمة رفع'],
      ['Shakers', 'خلاطات'],
    ],
  ],
  [
    'Coaching',
    'تدريب',
    [
      ['Personal training', 'تدريب شخصي'],
      ['Online coaching', 'تدريب أونلاين'],
      ['Group classes', 'حصص جماعية'],
      ['Boxing', 'ملاكمة'],
      ['CrossFit', 'كروس فيت'],
      ['Running', 'جري'],
    ],
  ],
  [
    'Nutrition',
    'تغذية',
    [
      ['Diet plans', 'خطط غذائية'],
      ['Consultations', 'استشارات'],
      ['Meal prep', 'تحضير الوجبات'],
      ['Weight loss', 'إنقاص الوزن'],
      ['Muscle gain', 'زيادة العضلات'],
      ['Sports nutrition', 'تغذية رياضية'],
    ],
  ],
  [
    'Recovery',
    'استشفاء',
    [
      ['Massage', 'تدليك'],
      ['Physiotherapy', 'علاج طبيعي'],
      ['Foam rollers', 'أسطوانات تدليك'],
      ['Sauna', 'ساونا'],
      ['Stretching', 'إطالة'],
      ['Sleep', 'نوم'],
    ],
  ],
  [
    'Wearables',
    'أجهزة ذكية',
    [
      ['Fitness trackers', 'متتبعات لياقة'],
      ['Smart watches', 'ساعات ذكية'],
      ['Heart-rate monitors', 'أجهزة قياس النبض'],
      ['Smart scales', 'موازين ذكية'],
      ['Earbuds', 'سماعات'],
      ['Chargers', 'شواحن'],
    ],
  ],
  [
    'Yoga and pilates',
    'يوغا وبيلاتس',
    [
      ['Mats', 'سجادات'],
      ['Blocks', 'مكعبات'],
      ['Straps', 'أحزمة'],
      ['Balls', 'كرات'],
      ['Rings', 'حلقات'],
      ['Clothing', 'ملابس'],
    ],
  ],
];

export const PRODUCTS: readonly Pair[] = [
  ['Protein shaker', 'خلاط بروتين'],
  ['Whey protein 2 kg', 'واي بروتين ٢ كجم'],
  ['Yoga mat', 'سجادة يوغا'],
  ['Resistance bands', 'أحزمة مقاومة'],
  ['Dumbbell set', 'طقم دمبل'],
  ['Kettlebell 12 kg', 'كيتل بل ١٢ كجم'],
  ['Jump rope', 'حبل قفز'],
  ['Foam roller', 'أسطوانة تدليك'],
  ['Fitness tracker', 'متتبع لياقة'],
  ['Creatine 300 g', 'كرياتين ٣٠٠ جم'],
  ['Oats 1 kg', 'شوفان ١ كجم'],
  ['Peanut butter', 'زبدة فول سوداني'],
  ['Meal prep boxes', 'علب تحضير الوجبات'],
  ['Gym gloves', 'قفازات جيم'],
  ['Water bottle', 'زجاجة مياه'],
  ['Multivitamin', 'فيتامينات متعددة'],
  ['Protein bar box', 'علبة ألواح بروتين'],
  ['Pull-up bar', 'عقلة'],
  ['Ab wheel', 'عجلة بطن'],
  ['Sports towel', 'منشفة رياضية'],
];

export const COLOURS: readonly Pair[] = [
  ['Black', 'أسود'],
  ['Blue', 'أزرق'],
  ['Red', 'أحمر'],
  ['Green', 'أخضر'],
  ['Grey', 'رمادي'],
  ['White', 'أبيض'],
];

export const SERVICES: readonly Pair[] = [
  ['Personal training session', 'جلسة تدريب شخصي'],
  ['Diet consultation', 'استشارة غذائية'],
  ['Body composition scan', 'تحليل مكونات الجسم'],
  ['Online coaching (monthly)', 'تدريب أونلاين (شهري)'],
  ['Yoga class', 'حصة يوغا'],
  ['Physiotherapy session', 'جلسة علاج طبيعي'],
  ['Meal plan design', 'تصميم خطة وجبات'],
  ['Sports massage', 'تدليك رياضي'],
  ['Boxing class', 'حصة ملاكمة'],
  ['Running coaching', 'تدريب جري'],
];

export const STORE_WORDS: readonly Pair[] = [
  ['Fit', 'فِت'],
  ['Power', 'باور'],
  ['Active', 'أكتيف'],
  ['Strong', 'سترونج'],
  ['Healthy', 'هيلثي'],
  ['Pro', 'برو'],
  ['Peak', 'بيك'],
  ['Pulse', 'بالس'],
  ['Core', 'كور'],
  ['Vital', 'فيتال'],
];

export const STORE_KINDS: readonly Pair[] = [
  ['Store', 'ستور'],
  ['Nutrition', 'للتغذية'],
  ['Gym Supplies', 'لمستلزمات الجيم'],
  ['Sports', 'سبورتس'],
  ['Wellness', 'للعافية'],
];

export const COMPLAINT_SUBJECTS: readonly Pair[] = [
  ['Late delivery', 'تأخر التوصيل'],
  ['Damaged item', 'منتج تالف'],
  ['Wrong size', 'مقاس خاطئ'],
  ['Refund not received', 'لم يصل الاسترداد'],
  ['Coach did not show up', 'المدرب لم يحضر'],
  ['Charged twice', 'تم الخصم مرتين'],
  ['Missing items', 'منتجات ناقصة'],
  ['Rude behaviour', 'سلوك غير لائق'],
  ['App payment failed', 'فشل الدفع في التطبيق'],
  ['Expired product', 'منتج منتهي الصلاحية'],
];

export const CHAT_SUBJECTS: readonly Pair[] = [
  ['Question about my order', 'سؤال عن طلبي'],
  ['Programme change', 'تغيير البرنامج'],
  ['Diet plan help', 'مساعدة في الخطة الغذائية'],
  ['Payment issue', 'مشكلة في الدفع'],
  ['Subscription renewal', 'تجديد الاشتراك'],
  ['Coach availability', 'مواعيد المدرب'],
  ['Delivery address', 'عنوان التوصيل'],
  ['Account access', 'الدخول إلى الحساب'],
];

export const REVIEW_COMMENTS: readonly Pair[] = [
  ['Great quality, arrived quickly.', 'جودة ممتازة ووصل بسرعة.'],
  ['Good value for the price.', 'قيمة جيدة مقابل السعر.'],
  ['Not as described.', 'ليس كما هو موصوف.'],
  ['The coach was very professional.', 'المدرب محترف جدًا.'],
  ['Packaging was damaged.', 'التغليف كان تالفًا.'],
  ['Would buy again.', 'سأشتري مرة أخرى.'],
  ['Average, expected better.', 'متوسط، توقعت أفضل.'],
  ['Excellent service!', 'خدمة ممتازة!'],
];

export const REQUEST_TITLES: readonly Pair[] = [
  ['Need a home gym setup', 'أحتاج تجهيز جيم منزلي'],
  ['Looking for a female coach', 'أبحث عن مدربة'],
  ['Weekly healthy meal boxes', 'وجبات صحية أسبوعية'],
  ['Marathon training plan', 'خطة تدريب للماراثون'],
  ['Post-injury physiotherapy', 'علاج طبيعي بعد الإصابة'],
  ['Bulk protein order', 'طلب بروتين بالجملة'],
  ['Corporate yoga classes', 'حصص يوغا للشركات'],
  ['Keto diet consultation', 'استشارة نظام كيتو'],
];

export const PAGE_TOPICS: readonly Pair[] = [
  ['About us', 'من نحن'],
  ['Terms and conditions', 'الشروط والأحكام'],
  ['Privacy policy', 'سياسة الخصوصية'],
  ['Refund policy', 'سياسة الاسترداد'],
  ['Contact us', 'اتصل بنا'],
  ['How it works', 'كيف يعمل'],
  ['Shipping policy', 'سياسة الشحن'],
  ['Careers', 'الوظائف'],
  ['Community guidelines', 'إرشادات المجتمع'],
  ['Programme guide', 'دليل البرامج'],
  ['Nutrition basics', 'أساسيات التغذية'],
  ['Training tips', 'نصائح التدريب'],
];

export const FAQ_TOPICS: readonly (readonly [question: Pair, answer: Pair])[] = [
  [
    ['How do I change my programme?', 'كيف أغير برنامجي؟'],
    [
      'Open your profile, choose Programmes and pick a new one.',
      'افتح ملفك الشخصي واختر البرامج ثم اختر برنامجًا جديدًا.',
    ],
  ],
  [
    ['Can I pause my subscription?', 'هل يمكنني إيقاف اشتراكي مؤقتًا؟'],
    ['Yes, once per subscription for up to 14 days.', 'نعم، مرة واحدة لكل اشتراك لمدة تصل إلى ١٤ يومًا.'],
  ],
  [
    ['How are payouts sent?', 'كيف يتم إرسال المستحقات؟'],
    ['To your bank account or wallet within 5 working days.', 'إلى حسابك البنكي أو محفظتك خلال ٥ أيام عمل.'],
  ],
  [
    ['Is the diet plan personalised?', 'هل الخطة الغذائية مخصصة؟'],
    ['Yes, it follows your goals, weight and allergies.', 'نعم، حسب أهدافك ووزنك والحساسية لديك.'],
  ],
  [
    ['Which payment methods are accepted?', 'ما طرق الدفع المقبولة؟'],
    ['Cards, mobile wallets and cash on delivery.', 'البطاقات والمحافظ الإلكترونية والدفع عند الاستلام.'],
  ],
  [
    ['How do I contact my coach?', 'كيف أتواصل مع مدربي؟'],
    ['Use the chat in the app; coaches answer within a day.', 'استخدم المحادثة في التطبيق؛ يرد المدربون خلال يوم.'],
  ],
  [
    ['Can I get a refund?', 'هل يمكنني استرداد المبلغ؟'],
    ['Within 14 days if you have not started the programme.', 'خلال ١٤ يومًا إذا لم تبدأ البرنامج.'],
  ],
  [
    ['Do you deliver outside Cairo?', 'هل توصلون خارج القاهرة؟'],
    ['Yes, to every city listed in the app.', 'نعم، إلى كل المدن المذكورة في التطبيق.'],
  ],
];

export const REVIEW_QUESTIONS: readonly Pair[] = [
  ['How satisfied are you overall?', 'ما مدى رضاك بشكل عام؟'],
  ['Was the delivery on time?', 'هل كان التوصيل في الموعد؟'],
  ['Would you recommend this seller?', 'هل تنصح بهذا البائع؟'],
  ['How was the product quality?', 'كيف كانت جودة المنتج؟'],
  ['Was the coach punctual?', 'هل التزم المدرب بالمواعيد؟'],
  ['How clear were the instructions?', 'ما مدى وضوح التعليمات؟'],
  ['How easy was ordering?', 'ما مدى سهولة الطلب؟'],
  ['Anything we should improve?', 'ما الذي يجب أن نحسنه؟'],
];

export const FORM_NAMES: readonly Pair[] = [
  ['Pre-join questionnaire', 'استبيان ما قبل الاشتراك'],
  ['Health declaration', 'إقرار صحي'],
  ['Seller application', 'طلب انضمام بائع'],
  ['Coach application', 'طلب انضمام مدرب'],
  ['Injury report', 'تقرير إصابة'],
  ['Feedback survey', 'استبيان الآراء'],
  ['Diet preferences', 'التفضيلات الغذائية'],
  ['Corporate enquiry', 'استفسار الشركات'],
];

/** A person's name in one script (about a third of users write theirs in Arabic), and a Latin e-mail name. */
export function personName(random: Random): { first: string; last: string; female: boolean; latin: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const arabic = random.chance(0.35);
  return {
    first: arabic ? first[1] : first[0],
    last: arabic ? last[1] : last[0],
    female: FEMALE_FIRST_NAMES.has(first[0]),
    latin: `${first[0]}.${last[0]}`.toLowerCase().replace(/[^a-z.]/g, ''),
  };
}

export function pair(entry: Pair): Localized {
  return { en: entry[0], ar: entry[1] };
}

/** A demo image URL on the reserved test domain. */
export function imageUrl(folder: string, index: number): string {
  // Placeholder pictures bundled with the admin (public/seed-images), so demo lists show real images offline.
  return `/seed-images/${((index + folder.length) % 8) + 1}.png`;
}

/** Simple, safe demo HTML. */
export function paragraph(text: string): string {
  return `<p>${text}</p>`;
}
