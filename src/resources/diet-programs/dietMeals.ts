// A diet programme's days of meals as the editor holds them, read from getSingle's `days` and sent to
// POST diet-programs/{id}/meals (day numbers follow the order; calories are the server's sum).
import type { DietDay, DietDayInput } from '../../providers/calls/programmes';

export function mealsInput(days: readonly DietDay[]): DietDayInput[] {
  return days.map((day) => ({
    meals: day.meals.map(({ name_en, name_ar, time, foods }) => ({ name_en, name_ar, time, foods })),
  }));
}

/** What the form holds, as the server takes it: every food's calories a number, nothing else added. */
export function mealsBody(days: readonly DietDayInput[] | undefined): DietDayInput[] {
  return (days ?? []).map((day) => ({
    meals: (day.meals ?? []).map((meal) => ({
      name_en: meal.name_en,
      name_ar: meal.name_ar,
      time: meal.time,
      foods: (meal.foods ?? []).map((food) => ({
        name_en: food.name_en,
        name_ar: food.name_ar,
        quantity: food.quantity,
        calories: Number(food.calories),
      })),
    })),
  }));
}

/** A day's calories as the coach types them (foods without calories yet count as none). */
export const dayCalories = (day: Partial<DietDayInput> | undefined) =>
  (day?.meals ?? []).reduce(
    (sum, meal) => sum + (meal?.foods ?? []).reduce((total, food) => total + (Number(food?.calories) || 0), 0),
    0,
  );
