// The plan's days as tabs, one drawn at a time (a week of meals is some 500 inputs; the hidden days keep
// their values in the form), with Add a day, Copy this day to others and Remove this day.
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type DailyTarget, MAX_DIET_DAYS } from '../../../common/programmes/diet-meals';
import { formatNumber } from '../../layout/formatNumber';
import type { DietMealInput } from '../../providers/calls/programmes';
import { CopyDayDialog } from './CopyDayDialog';
import { DietDayMeals } from './DietDayMeals';
import { copyOfMeals } from './dietMeals';

export function DietDayTabs({ target }: { target: DailyTarget }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const { getValues } = useFormContext();
  // Day numbers in the screen's digits.
  const dayNumber = (index: number) => formatNumber(index + 1, locale);
  const { fields, append, remove, update } = useFieldArray({ name: 'days' });
  const [selected, setSelected] = useState(0);
  const [copying, setCopying] = useState(false);
  const shown = Math.min(selected, fields.length - 1);

  const copyTo = (targets: number[]) => {
    const meals = getValues(`days.${shown}.meals`) as DietMealInput[] | undefined;
    for (const day of targets) update(day, { meals: copyOfMeals(meals) });
    setCopying(false);
    notify('meal_plan.copied', {
      type: 'success',
      messageArgs: {
        smart_count: targets.length,
        count: formatNumber(targets.length, locale),
        day: dayNumber(shown),
      },
    });
  };

  return (
    <>
      <Tabs
        value={shown >= 0 ? shown : false}
        onChange={(_, value: number) => setSelected(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('programmes.diet.days')}
      >
        {fields.map((field, index) => (
          <Tab key={field.id} value={index} label={translate('programmes.diet.day_label', { day: dayNumber(index) })} />
        ))}
      </Tabs>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_DIET_DAYS}
          onClick={() => {
            append({ meals: [] });
            setSelected(fields.length);
          }}
        >
          {translate('programmes.diet.add_day')}
        </Button>
        {shown >= 0 && (
          <>
            <Button startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)}>
              {translate('meal_plan.copy_day', { day: dayNumber(shown) })}
            </Button>
            <Button startIcon={<DeleteIcon />} onClick={() => remove(shown)}>
              {translate('programmes.diet.remove_day', { day: dayNumber(shown) })}
            </Button>
          </>
        )}
      </Stack>
      {shown >= 0 ? (
        <Box role="tabpanel" aria-label={translate('programmes.diet.day_label', { day: dayNumber(shown) })}>
          <DietDayMeals key={fields[shown].id} index={shown} target={target} />
        </Box>
      ) : (
        <Typography sx={{ my: 2 }}>{translate('programmes.diet.no_days')}</Typography>
      )}
      {copying && shown >= 0 && (
        <CopyDayDialog source={shown} dayCount={fields.length} onCopy={copyTo} onClose={() => setCopying(false)} />
      )}
    </>
  );
}
