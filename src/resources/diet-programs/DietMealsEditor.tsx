// The meals editor of a diet programme (spec 2.2 diet programmes: days with meals): each day's meals with
// their names in both languages and time, and each meal's foods with quantity and calories; the day's
// calories add up as one types. A react-admin form (a tab a day, nested ArrayInputs for meals and foods),
// saved at once through the data provider (POST diet-programs/{id}/meals).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  ArrayInput,
  Form,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  ResourceContextProvider,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { TimePickerInput } from '../../forms/TimePickerInput';
import { formatNumber } from '../../layout/formatNumber';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { DietDay, DietDayInput } from '../../providers/calls/programmes';
import { dayCalories, mealsBody, mealsInput } from './dietMeals';

const notBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;
const name = [required(), notBlank, maxLength(150)];
const quantity = [required(), notBlank, maxLength(50)];
const time = [required(), regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'programmes.diet.time_rule')];
const calories = [required(), minValue(0), maxValue(5000)];

/** The calories of a day, summed from what the form holds now. */
function DayCalories({ index }: { index: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = useWatch({ name: `days.${index}` }) as Partial<DietDayInput> | undefined;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
      {translate('programmes.diet.day_calories', { calories: formatNumber(dayCalories(day), locale) })}
    </Typography>
  );
}

/** One day's meals, each with its foods. */
function DayMeals({ index }: { index: number }) {
  return (
    <ArrayInput source={`days.${index}.meals`} label="programmes.diet.meals">
      <SimpleFormIterator inline>
        <TextInput source="name_en" label="programmes.diet.meal_name_en" validate={name} />
        <TextInput source="name_ar" label="programmes.diet.meal_name_ar" validate={name} dir="rtl" />
        <TimePickerInput source="time" label="programmes.diet.time" validate={time} />
        <ArrayInput source="foods" label="programmes.diet.foods">
          <SimpleFormIterator inline>
            <TextInput source="name_en" label="programmes.diet.food_name_en" validate={name} />
            <TextInput source="name_ar" label="programmes.diet.food_name_ar" validate={name} dir="rtl" />
            <TextInput source="quantity" label="programmes.diet.quantity" validate={quantity} />
            <NumberInput source="calories" label="programmes.diet.calories" validate={calories} step={1} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * The days as tabs, one drawn at a time: a week of meals is some 300 inputs, and the others keep their
 * values in the form while hidden.
 */
function DayTabs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Day numbers in the screen's digits.
  const dayNumber = (index: number) => formatNumber(index + 1, locale);
  const { fields, append, remove } = useFieldArray({ name: 'days' });
  const [selected, setSelected] = useState(0);
  const shown = Math.min(selected, fields.length - 1);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs
          value={shown >= 0 ? shown : false}
          onChange={(_, value: number) => setSelected(value)}
          variant="scrollable"
          aria-label={translate('programmes.diet.days')}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {fields.map((field, index) => (
            <Tab
              key={field.id}
              value={index}
              label={translate('programmes.diet.day_label', { day: dayNumber(index) })}
            />
          ))}
        </Tabs>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            append({ meals: [] });
            setSelected(fields.length);
          }}
        >
          {translate('programmes.diet.add_day')}
        </Button>
        {shown >= 0 && (
          <Button startIcon={<DeleteIcon />} onClick={() => remove(shown)}>
            {translate('programmes.diet.remove_day', { day: dayNumber(shown) })}
          </Button>
        )}
      </Stack>
      {shown >= 0 ? (
        <Box role="tabpanel" aria-label={translate('programmes.diet.day_label', { day: dayNumber(shown) })}>
          <DayCalories index={shown} />
          <DayMeals key={fields[shown].id} index={shown} />
        </Box>
      ) : (
        <Typography sx={{ my: 2 }}>{translate('programmes.diet.no_days')}</Typography>
      )}
    </>
  );
}

export function DietMealsEditor({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [days, setDays] = useState<DietDayInput[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.getSingle('diet-programs', id, controller.signal).then(
      ({ item }) => setDays(mealsInput((item.days as DietDay[] | undefined) ?? [])),
      () => undefined,
    );
    return () => controller.abort();
  }, [dataProvider, id]);

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveDietMeals(id, mealsBody(values.days as DietDayInput[]));
      setDays(mealsInput(saved.days));
      notify('programmes.diet.meals_saved', { type: 'success' });
    } catch {
      // The request helper told why; the form keeps what was typed.
    }
  };

  return (
    <Paper
      id="diet-meals"
      component="section"
      aria-labelledby="diet-meals-title"
      variant="outlined"
      sx={{ m: 2, p: 2 }}
    >
      <Typography id="diet-meals-title" component="h2" variant="h6">
        {translate('programmes.diet.meals_title')}
      </Typography>
      {days === null ? (
        <Typography>{translate('programmes.diet.meals_loading')}</Typography>
      ) : (
        // A new form after each save, so what was stored is what the form starts from again.
        <ResourceContextProvider value="diet-programs">
          <Form key={JSON.stringify(days)} record={{ id, days }} onSubmit={save}>
            <DayTabs />
            <SaveButton label="programmes.diet.save_meals" />
          </Form>
        </ResourceContextProvider>
      )}
    </Paper>
  );
}
