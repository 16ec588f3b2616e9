// The meal plan of a diet programme (spec 2.2 diet programmes: days with meals): a tab a day, each day's
// meals with their names in both languages and time, each meal's foods with quantity, calories and macros;
// meal and day totals against the programme's calorie target and macro split; a day copied to others;
// foods and meals reordered by drag or keyboard. A react-admin form saved at once through the data
// provider (POST diet-programs/{id}/meals).
import { Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type DailyTarget, dailyTarget } from '../../../common/programmes/diet-meals';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { DietDay, DietDayInput } from '../../providers/calls/programmes';
import { DietDayTabs } from './DietDayTabs';
import { mealsBody, mealsInput } from './dietMeals';
import { planContainer } from './mealPlanLayout';

export function DietMealsEditor({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [days, setDays] = useState<DietDayInput[] | null>(null);
  const [target, setTarget] = useState<DailyTarget>({ calories: null, grams: {} });

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.getSingle('diet-programs', id, controller.signal).then(
      ({ item }) => {
        setTarget(dailyTarget(item));
        setDays(mealsInput((item.days as DietDay[] | undefined) ?? []));
      },
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
      sx={{ m: { xs: 1, sm: 2 }, p: { xs: 1, sm: 2 }, minWidth: 0, ...planContainer }}
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
            <DietDayTabs target={target} />
            <SaveButton label="programmes.diet.save_meals" sx={{ mt: 2 }} />
          </Form>
        </ResourceContextProvider>
      )}
    </Paper>
  );
}
