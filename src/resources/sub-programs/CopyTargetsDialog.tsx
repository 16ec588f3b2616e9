// The dialog that copies a day to other days or a week to other weeks: what the copy does, the targets to
// choose (searchable, several at once: a plan has up to 400 days), and Copy and save.
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface CopyChoice {
  value: string;
  label: string;
}

export interface CopyRequest {
  title: string;
  text: string;
  targetsLabel: string;
  choices: CopyChoice[];
}

interface Props {
  request: CopyRequest | null;
  busy: boolean;
  onClose(): void;
  onCopy(values: string[]): void;
}

export function CopyTargetsDialog({ request, busy, onClose, onCopy }: Props) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<CopyChoice[]>([]);
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Dialog open={request !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{request?.text}</DialogContentText>
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={request?.choices ?? []}
          value={chosen}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          getOptionLabel={(option) => option.label}
          onChange={(_, value) => setChosen(value)}
          noOptionsText={translate('forms.picker.no_options')}
          renderInput={(params) => <TextField {...params} autoFocus label={request?.targetsLabel} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('planner.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || busy}
          onClick={() => {
            onCopy(chosen.map((choice) => choice.value));
            setChosen([]);
          }}
        >
          {translate('planner.copy_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
