// The dialog of a subscription's cancel or extend: a react-admin form with the reason (and the days),
// sent through the data provider; the server's refusal shows in the dialog.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, NumberInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { saveErrorText } from '../../forms/saveErrorText';
import { changeProblems, MAX_EXTEND_DAYS, REASON_MAX, type SubscriptionChange } from './subscriptionChange';

interface SubscriptionChangeDialogProps {
  id: string;
  change: SubscriptionChange | null;
  onClose(): void;
  onDone(): void;
}

export function SubscriptionChangeDialog({ id, change, onClose, onDone }: SubscriptionChangeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = 'subscription-change-title';

  const submit = async (values: Record<string, unknown>) => {
    if (!change) return;
    setSaving(true);
    setFailure(null);
    try {
      const body = {
        reason: String(values.reason).trim(),
        ...(change === 'extend' ? { days: Number(values.days) } : {}),
      };
      const message = await dataProvider.changeSubscription(id, change, body);
      notify(message ?? translate('forms.success'), { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(saveErrorText(error) ?? translate('subscription.change.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {change && (
        <Form
          key={change}
          defaultValues={{ reason: '', days: 7 }}
          onSubmit={submit}
          validate={(values) =>
            Object.fromEntries(
              Object.entries(changeProblems(change, values)).map(([field, key]) => [field, translate(key)]),
            )
          }
          noValidate
        >
          <DialogTitle id={titleId}>{translate(`subscription.change.${change}_title`)}</DialogTitle>
          <DialogContent>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            {change === 'extend' && (
              <NumberInput
                source="days"
                label={translate('subscription.change.days')}
                min={1}
                max={MAX_EXTEND_DAYS}
                step={1}
                isRequired
                fullWidth
              />
            )}
            <TextInput
              source="reason"
              label={translate('subscription.change.reason')}
              multiline
              minRows={3}
              isRequired
              fullWidth
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('subscription.change.close')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={change === 'cancel' ? 'error' : 'primary'}
              disabled={saving}
            >
              {translate(`subscription.change.${change}_confirm`)}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
