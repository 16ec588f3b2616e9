// Demo chat lines in both languages: what members ask and what coaches and support answer.
type Pair = readonly [en: string, ar: string];

export const MEMBER_LINES: readonly Pair[] = [
  ['Good morning coach, I finished day one!', 'صباح الخير يا كابتن، أنهيت اليوم الأول!'],
  ['Can I swap the rice for potatoes?', 'هل يمكنني استبدال الأرز بالبطاطس؟'],
  ['My knees hurt after the squats.', 'ركبتاي تؤلمانني بعد تمرين القرفصاء.'],
  ['How much water should I drink a day?', 'كم لترًا من الماء يجب أن أشرب يوميًا؟'],
  ['I lost two kilos this week 🎉', 'خسرت كيلوغرامين هذا الأسبوع 🎉'],
  ['Is it fine to train in the evening?', 'هل يمكنني التمرين في المساء؟'],
  ['The app does not show my meal plan.', 'التطبيق لا يعرض خطة وجباتي.'],
  ['I was charged twice for my subscription.', 'تم خصم قيمة الاشتراك مرتين.'],
];

export const STAFF_LINES: readonly Pair[] = [
  ['Great work, keep going!', 'عمل رائع، استمر!'],
  ['Yes, the same weight of boiled potatoes is fine.', 'نعم، نفس الوزن من البطاطس المسلوقة مناسب.'],
  ['Lower the depth and rest a day; tell me how it feels.', 'قلل العمق واسترح يومًا، وأخبرني بما تشعر.'],
  ['Aim for two and a half litres a day.', 'احرص على لترين ونصف يوميًا.'],
  ['Any time works, just keep it regular.', 'أي وقت مناسب، المهم الانتظام.'],
  ['We are looking into it and will get back to you shortly.', 'نحن نراجع الأمر وسنعود إليك قريبًا.'],
  ['The duplicate charge has been refunded.', 'تم رد المبلغ المخصوم مرتين.'],
];
