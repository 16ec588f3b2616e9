// Copy a day's meals onto other days: the days are chosen in a dialog, and their meals are replaced by
// copies of this day's (in the form only; Save meals stores them).
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../layout/formatNumber';

interface CopyDayDialogProps {
  /** The day copied (its index). */
  source: number;
  dayCount: number;
  onCopy: (targets: number[]) => void;
  onClose: () => void;
}

export function CopyDayDialog({ source, dayCount, onCopy, onClose }: CopyDayDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const day = (index: number) => formatNumber(index + 1, locale);
  const others = [...Array(dayCount).keys()].filter((index) => index !== source);
  const toggle = (index: number) =>
    setChosen((current) =>
      current.includes(index) ? current.filter((other) => other !== index) : [...current, index].sort((a, b) => a - b),
    );
  const allChosen = others.length > 0 && chosen.length === others.length;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('meal_plan.copy_title', { day: day(source) })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('meal_plan.copy_help', { day: day(source) })}</DialogContentText>
        {others.length === 0 && <DialogContentText>{translate('meal_plan.no_other_days')}</DialogContentText>}
        <FormGroup
          role="group"
          aria-labelledby={`${titleId}-targets`}
          sx={{ display: others.length ? undefined : 'none' }}
        >
          <FormLabel id={`${titleId}-targets`}>{translate('meal_plan.copy_targets')}</FormLabel>
          <FormControlLabel
            control={
              <Checkbox
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={() => setChosen(allChosen ? [] : others)}
              />
            }
            label={translate('meal_plan.copy_all')}
          />
          {others.map((index) => (
            <FormControlLabel
              key={index}
              control={<Checkbox checked={chosen.includes(index)} onChange={() => toggle(index)} />}
              label={translate('programmes.diet.day_label', { day: day(index) })}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('meal_plan.cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onCopy(chosen)}>
          {translate('meal_plan.copy_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
