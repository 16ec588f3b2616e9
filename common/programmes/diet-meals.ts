// A diet programme's days of meals: the limits the server's body schema and the admin's editor both apply, and
// the sums a nutritionist compares with the programme's daily calorie target and macro split.

export const MAX_DIET_DAYS = 366;
export const MAX_DAY_MEALS = 12;
export const MAX_MEAL_FOODS = 30;
export const MAX_NAME_LENGTH = 150;
export const MAX_QUANTITY_LENGTH = 50;
export const MAX_FOOD_CALORIES = 5000;
/** A food's protein, carbohydrates or fat, in grams (stored to a tenth). */
export const MAX_FOOD_GRAMS = 1000;

export const MACROS = ['protein', 'carbs', 'fat'] as const;
export type Macro = (typeof MACROS)[number];

/** Energy per gram (Atwater factors): how a calorie share becomes grams. */
export const CALORIES_PER_GRAM: Record<Macro, number> = { protein: 4, carbs: 4, fat: 9 };

export interface Nutrients {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** A food as an editor holds it: anything not typed yet counts as none. */
export interface FoodAmounts {
  calories?: unknown;
  protein?: unknown;
  carbs?: unknown;
  fat?: unknown;
}

const amount = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() === '' ? 0 : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Grams kept to a tenth, without floating-point tails (0.1 + 0.2 shows as 0.3). */
export const tenths = (value: number) => Math.round(value * 10) / 10;

export const NO_NUTRIENTS: Nutrients = { calories: 0, protein: 0, carbs: 0, fat: 0 };

export function addNutrients(sums: readonly Nutrients[]): Nutrients {
  const total = { ...NO_NUTRIENTS };
  for (const sum of sums) {
    total.calories += sum.calories;
    for (const macro of MACROS) total[macro] += sum[macro];
  }
  return {
    calories: total.calories,
    protein: tenths(total.protein),
    carbs: tenths(total.carbs),
    fat: tenths(total.fat),
  };
}

export const foodNutrients = (food: FoodAmounts | undefined): Nutrients => ({
  calories: amount(food?.calories),
  protein: amount(food?.protein),
  carbs: amount(food?.carbs),
  fat: amount(food?.fat),
});

export const mealNutrients = (meal: { foods?: readonly (FoodAmounts | undefined)[] } | undefined) =>
  addNutrients((meal?.foods ?? []).map(foodNutrients));

export const dayNutrients = (
  day: { meals?: readonly ({ foods?: readonly (FoodAmounts | undefined)[] } | undefined)[] } | undefined,
) => addNutrients((day?.meals ?? []).map(mealNutrients));

/** The programme's daily target: its calories and each macro's share of them (percent) as grams. */
export interface DailyTarget {
  calories: number | null;
  grams: Partial<Record<Macro, number>>;
}

export function dailyTarget(programme: Partial<Record<string, unknown>>): DailyTarget {
  const calories = Number(programme.calories);
  if (!Number.isFinite(calories) || calories <= 0) return { calories: null, grams: {} };
  const grams: Partial<Record<Macro, number>> = {};
  for (const macro of MACROS) {
    const percent = programme[`${macro}_percent`];
    if (percent === null || percent === undefined || percent === '') continue;
    const share = Number(percent);
    if (Number.isFinite(share)) grams[macro] = Math.round((calories * share) / 100 / CALORIES_PER_GRAM[macro]);
  }
  return { calories, grams };
}

/** Within this share of the target a total counts as on target. */
export const TARGET_TOLERANCE = 0.05;

export type TargetStatus = 'under' | 'on' | 'over';

export function targetStatus(total: number, target: number): TargetStatus {
  const margin = target * TARGET_TOLERANCE;
  if (total < target - margin) return 'under';
  if (total > target + margin) return 'over';
  return 'on';
}
