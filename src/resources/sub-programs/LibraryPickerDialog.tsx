// The library picker of a planner day: choose the kind (exercises, exercise categories or rounds), search the
// library by name and pick one or more rows; Add puts them under the day (one per id, spec 4).
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PlanItemKind } from '../../../common/programmes/plan';
import { type LibraryChoice, useLibrarySearch } from './useLibrarySearch';

export interface PickTarget {
  key: string;
  title: string;
}

interface Props {
  target: PickTarget | null;
  onClose(): void;
  /** The chosen rows with their names as the picker showed them (in the admin's language). */
  onAdd(key: string, kind: PlanItemKind, chosen: LibraryChoice[]): void;
}

const KINDS: readonly PlanItemKind[] = ['exercise', 'category', 'round'];

export function LibraryPickerDialog({ target, onClose, onAdd }: Props) {
  const translate = useTranslate();
  const [kind, setKind] = useState<PlanItemKind>('exercise');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<LibraryChoice[]>([]);
  const { choices, loading } = useLibrarySearch(kind, query, target !== null);
  const close = () => {
    setChosen([]);
    setQuery('');
    onClose();
  };
  const title = target ? translate('programmes.planner.picker_title', { day: target.title }) : '';

  return (
    <Dialog open={target !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label={translate('programmes.planner.kind')}
          onChange={(_, value: PlanItemKind | null) => {
            if (!value) return;
            setKind(value);
            setChosen([]);
          }}
          sx={{ my: 1 }}
        >
          {KINDS.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`programmes.planner.kinds.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Autocomplete
          multiple
          options={choices}
          value={chosen}
          loading={loading}
          filterOptions={(options) => options}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => option.label}
          onChange={(_, value) => setChosen(value)}
          onInputChange={(_, value, reason) => reason !== 'reset' && setQuery(value)}
          loadingText={translate('forms.picker.loading')}
          noOptionsText={translate('forms.picker.no_options')}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={translate('programmes.planner.picker_search')}
              placeholder={translate('forms.picker.type_to_search')}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('programmes.planner.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => {
            if (target) onAdd(target.key, kind, chosen);
            close();
          }}
        >
          {translate('programmes.planner.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
