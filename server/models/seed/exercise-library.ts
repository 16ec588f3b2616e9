// The seeded exercise library: a two-level category tree, movements with their muscles and equipment,
// and round categories, in both languages.
type Pair = readonly [en: string, ar: string];

/** Top-level exercise categories and their sub-categories. */
export const EXERCISE_CATEGORY_TREE: readonly (readonly [en: string, ar: string, children: readonly Pair[]])[] = [
  [
    'Chest',
    'الصدر',
    [
      ['Presses', 'تمارين الدفع'],
      ['Flyes', 'تمارين الفتح'],
      ['Push-ups', 'تمارين الضغط'],
    ],
  ],
  [
    'Back',
    'الظهر',
    [
      ['Rows', 'تمارين السحب الأفقي'],
      ['Pull-downs', 'تمارين السحب العلوي'],
      ['Deadlifts', 'الرفعة الميتة'],
    ],
  ],
  [
    'Legs',
    'الأرجل',
    [
      ['Squats', 'القرفصاء'],
      ['Lunges', 'الطعنات'],
      ['Hamstrings', 'أوتار الركبة'],
      ['Calves', 'السمانة'],
    ],
  ],
  [
    'Shoulders',
    'الأكتاف',
    [
      ['Overhead presses', 'الضغط فوق الرأس'],
      ['Raises', 'تمارين الرفع'],
    ],
  ],
  [
    'Arms',
    'الذراعان',
    [
      ['Biceps', 'العضلة ذات الرأسين'],
      ['Triceps', 'العضلة ثلاثية الرؤوس'],
      ['Forearms', 'الساعدان'],
    ],
  ],
  [
    'Core',
    'الجذع',
    [
      ['Planks', 'تمارين البلانك'],
      ['Crunches', 'تمارين البطن'],
      ['Rotations', 'تمارين الدوران'],
    ],
  ],
  [
    'Cardio',
    'تمارين القلب',
    [
      ['Running', 'الجري'],
      ['Jumping', 'القفز'],
      ['Rowing', 'التجديف'],
    ],
  ],
  [
    'Mobility',
    'المرونة',
    [
      ['Stretches', 'الإطالات'],
      ['Yoga', 'اليوغا'],
    ],
  ],
  [
    'Glutes',
    'الأرداف',
    [
      ['Bridges', 'تمارين الجسر'],
      ['Kickbacks', 'الركلات الخلفية'],
    ],
  ],
];

/** One movement per sub-category, in EXERCISE_CATEGORY_TREE order: its main muscle and how it is measured. */
export const MOVEMENTS: readonly (readonly [
  en: string,
  ar: string,
  muscle: string,
  kind: 'reps' | 'time' | 'distance',
])[] = [
  ['Bench press', 'ضغط البنش', 'chest', 'reps'],
  ['Chest fly', 'فتح الصدر', 'chest', 'reps'],
  ['Push-up', 'الضغط', 'chest', 'reps'],
  ['Bent-over row', 'التجديف المنحني', 'back', 'reps'],
  ['Lat pull-down', 'السحب العلوي', 'back', 'reps'],
  ['Deadlift', 'الرفعة الميتة', 'back', 'reps'],
  ['Squat', 'القرفصاء', 'quadriceps', 'reps'],
  ['Lunge', 'الطعن', 'quadriceps', 'reps'],
  ['Leg curl', 'ثني الساق', 'hamstrings', 'reps'],
  ['Calf raise', 'رفع السمانة', 'calves', 'reps'],
  ['Overhead press', 'الضغط فوق الرأس', 'shoulders', 'reps'],
  ['Lateral raise', 'الرفع الجانبي', 'shoulders', 'reps'],
  ['Biceps curl', 'ثني العضلة ذات الرأسين', 'biceps', 'reps'],
  ['Triceps extension', 'مد العضلة ثلاثية الرؤوس', 'triceps', 'reps'],
  ['Wrist curl', 'ثني الرسغ', 'forearms', 'reps'],
  ['Plank', 'البلانك', 'abs', 'time'],
  ['Crunch', 'تمرين البطن', 'abs', 'reps'],
  ['Russian twist', 'الالتواء الروسي', 'obliques', 'reps'],
  ['Run', 'الجري', 'full_body', 'distance'],
  ['Jumping jacks', 'القفز المفتوح', 'full_body', 'time'],
  ['Row', 'التجديف', 'back', 'distance'],
  ['Hamstring stretch', 'إطالة أوتار الركبة', 'hamstrings', 'time'],
  ['Sun salutation', 'تحية الشمس', 'full_body', 'time'],
  ['Glute bridge', 'جسر الأرداف', 'glutes', 'reps'],
  ['Glute kickback', 'الركلة الخلفية للأرداف', 'glutes', 'reps'],
];

/** Variations of every movement, by equipment. */
export const EQUIPMENT_VARIANTS: readonly (readonly [en: string, ar: string, equipment: string])[] = [
  ['Barbell', 'بالبار', 'barbell'],
  ['Dumbbell', 'بالدمبل', 'dumbbell'],
  ['Kettlebell', 'بالكيتل بيل', 'kettlebell'],
  ['Cable', 'بالكابل', 'cable'],
  ['Machine', 'بالجهاز', 'machine'],
  ['Band', 'بالحبل المطاطي', 'band'],
  ['Bodyweight', 'بوزن الجسم', 'bodyweight'],
  ['Single-arm', 'بذراع واحدة', 'dumbbell'],
  ['Tempo', 'ببطء محكوم', 'bodyweight'],
  ['Paused', 'مع توقف', 'barbell'],
  ['Incline', 'مائل', 'dumbbell'],
  ['Decline', 'منحدر', 'dumbbell'],
];

export const ROUND_CATEGORY_TREE: readonly (readonly [en: string, ar: string, children: readonly Pair[]])[] = [
  [
    'Warm-ups',
    'الإحماء',
    [
      ['Dynamic', 'ديناميكي'],
      ['Activation', 'التنشيط'],
    ],
  ],
  [
    'Strength',
    'القوة',
    [
      ['Upper body', 'الجزء العلوي'],
      ['Lower body', 'الجزء السفلي'],
      ['Full body', 'الجسم بالكامل'],
    ],
  ],
  [
    'Conditioning',
    'اللياقة',
    [
      ['HIIT', 'التمارين المتقطعة عالية الشدة'],
      ['Metcon', 'التكييف الأيضي'],
    ],
  ],
  ['Cool-downs', 'التهدئة', [['Stretching', 'الإطالة']]],
];
