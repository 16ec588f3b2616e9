// The choices of the exercise library's forms and lists, in both languages.
import { options } from './common';

export const MUSCLES = options({
  chest: ['Chest', 'الصدر'],
  back: ['Back', 'الظهر'],
  shoulders: ['Shoulders', 'الأكتاف'],
  biceps: ['Biceps', 'العضلة ذات الرأسين'],
  triceps: ['Triceps', 'العضلة ثلاثية الرؤوس'],
  forearms: ['Forearms', 'الساعدان'],
  abs: ['Abs', 'البطن'],
  obliques: ['Obliques', 'العضلات الجانبية'],
  quadriceps: ['Quadriceps', 'العضلة الرباعية'],
  hamstrings: ['Hamstrings', 'أوتار الركبة'],
  glutes: ['Glutes', 'الأرداف'],
  calves: ['Calves', 'السمانة'],
  full_body: ['Full body', 'الجسم بالكامل'],
});

export const EQUIPMENT = options({
  bodyweight: ['Bodyweight', 'وزن الجسم'],
  barbell: ['Barbell', 'البار'],
  dumbbell: ['Dumbbell', 'الدمبل'],
  kettlebell: ['Kettlebell', 'الكيتل بيل'],
  cable: ['Cable', 'الكابل'],
  machine: ['Machine', 'جهاز'],
  band: ['Resistance band', 'الحبل المطاطي'],
});

export const DIFFICULTIES = options({
  beginner: ['Beginner', 'مبتدئ', 'success'],
  intermediate: ['Intermediate', 'متوسط', 'warning'],
  advanced: ['Advanced', 'متقدم', 'error'],
});

export const EXERCISE_KINDS = options({
  reps: ['Repetitions', 'تكرارات', 'primary'],
  time: ['Time', 'وقت', 'info'],
  distance: ['Distance', 'مسافة', 'secondary'],
});

export const ROUND_TYPES = options({
  circuit: ['Circuit', 'دائري', 'primary'],
  superset: ['Superset', 'سوبر سِت', 'secondary'],
  amrap: ['AMRAP', 'أكبر عدد ممكن من الجولات', 'warning'],
  emom: ['EMOM', 'كل دقيقة على رأس الدقيقة', 'info'],
  tabata: ['Tabata', 'تاباتا', 'error'],
  straight_sets: ['Straight sets', 'مجموعات متتالية', 'default'],
});
