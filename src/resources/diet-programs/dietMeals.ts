// A diet programme's days of meals as the editor holds them, read from getSingle's `days` and sent to
// POST diet-programs/{id}/meals (day numbers follow the order; calories are the server's sum).
import { MACROS } from '../../../common/programmes/diet-meals';
import type { DietDay, DietDayInput, DietFood, DietMealInput } from '../../providers/calls/programmes';

export function mealsInput(days: readonly DietDay[]): DietDayInput[] {
  return days.map((day) => ({
    meals: day.meals.map(({ name_en, name_ar, time, foods }) => ({ name_en, name_ar, time, foods })),
  }));
}

const typed = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A food as the server takes it: calories a number, a macro only when one was typed (none is not 0). */
function foodBody(food: DietFood): DietFood {
  const body: DietFood = {
    name_en: food.name_en,
    name_ar: food.name_ar,
    quantity: food.quantity,
    calories: Number(food.calories),
  };
  for (const macro of MACROS) if (typed(food[macro])) body[macro] = Number(food[macro]);
  return body;
}

/** What the form holds, as the server takes it: nothing else added. */
export function mealsBody(days: readonly DietDayInput[] | undefined): DietDayInput[] {
  return (days ?? []).map((day) => ({
    meals: (day.meals ?? []).map((meal) => ({
      name_en: meal.name_en,
      name_ar: meal.name_ar,
      time: meal.time,
      foods: (meal.foods ?? []).map(foodBody),
    })),
  }));
}

/** A deep copy of a day's meals, for copying a day onto others (the copies share nothing with it). */
export const copyOfMeals = (meals: readonly DietMealInput[] | undefined): DietMealInput[] =>
  (meals ?? []).map((meal) => ({ ...meal, foods: (meal.foods ?? []).map((food) => ({ ...food })) }));

export const emptyFood = (): Partial<DietFood> => ({ name_en: '', name_ar: '', quantity: '', calories: 0 });
export const emptyMeal = (): Partial<DietMealInput> => ({ name_en: '', name_ar: '', time: '12:00', foods: [] });
