// The meal plan's input rules, from the limits the server's body schema applies (common/programmes/diet-meals.ts).
import { maxLength, maxValue, minValue, regex, required } from 'react-admin';
import {
  MAX_FOOD_CALORIES,
  MAX_FOOD_GRAMS,
  MAX_NAME_LENGTH,
  MAX_QUANTITY_LENGTH,
} from '../../../common/programmes/diet-meals';

const notBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;
const wholeNumber = (value: unknown) =>
  value !== null && value !== '' && value !== undefined && !Number.isInteger(Number(value))
    ? 'meal_plan.whole_number'
    : undefined;

export const nameRules = [required(), notBlank, maxLength(MAX_NAME_LENGTH)];
export const quantityRules = [required(), notBlank, maxLength(MAX_QUANTITY_LENGTH)];
export const timeRules = [required(), regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'programmes.diet.time_rule')];
export const calorieRules = [required(), wholeNumber, minValue(0), maxValue(MAX_FOOD_CALORIES)];
export const gramRules = [minValue(0), maxValue(MAX_FOOD_GRAMS)];
