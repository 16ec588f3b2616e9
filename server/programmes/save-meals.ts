// POST diet-programs/{id}/meals: replaces every meal of a diet programme's days in one transaction, so a
// refused or failed save leaves the stored week as it was.
import type { Kysely } from 'kysely';
import { valueChange, watchRow } from '../activity/write';
import { countWhere } from '../db/portable';
import { requireLiveRow } from '../forms/shared/form-routes';
import type { Model } from '../models/define/types';
import { dietProgrammeDays, type Meal, writeMeals } from './diet-days';
import type { FoodBody, MealsBody } from './meals-schema';
import { MACROS, type Macro, tenths } from '../../common/programmes/diet-meals';

const trimmed = (value: string) => value.trim();

/** The macros given, each to a tenth of a gram; an absent one stays absent (not known is not zero). */
function macroGrams(food: FoodBody): Partial<Record<Macro, number>> {
  const grams: Partial<Record<Macro, number>> = {};
  for (const macro of MACROS) if (food[macro] !== undefined) grams[macro] = tenths(food[macro]);
  return grams;
}

function mealCount(trx: Kysely<any>, id: number): Promise<number> {
  return countWhere(trx, 'diet_program_meals', 'diet_program_id', id);
}

export async function saveMeals(db: Kysely<any>, model: Model, id: number, body: MealsBody, adminId: number | null) {
  const meals: Meal[] = body.days.flatMap((day, dayIndex) =>
    day.meals.map((meal, mealIndex) => ({
      day: dayIndex + 1,
      sort_order: mealIndex + 1,
      name_en: trimmed(meal.name_en),
      name_ar: trimmed(meal.name_ar),
      time: meal.time,
      foods: meal.foods.map((food) => ({
        name_en: trimmed(food.name_en),
        name_ar: trimmed(food.name_ar),
        quantity: trimmed(food.quantity),
        calories: food.calories,
        ...macroGrams(food),
      })),
    })),
  );
  return db.transaction().execute(async (trx) => {
    await requireLiveRow(trx, model, id);
    const watched = await watchRow(trx, model.table, id);
    const before = await mealCount(trx, id);
    await trx.deleteFrom('diet_program_meals').where('diet_program_id', '=', id).execute();
    await writeMeals(trx, id, meals);
    const entry = { adminId, action: 'meals_save', model: model.name, ids: [id] } as const;
    await watched.record(entry, valueChange('meals', before, meals.length));
    return dietProgrammeDays({ db: trx, id });
  });
}
