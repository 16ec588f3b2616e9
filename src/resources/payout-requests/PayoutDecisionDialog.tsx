// The confirmation of one payout decision (approve, reject, mark as paid): who is paid, how much and what
// their wallet holds, the rejection's reason or the transfer's reference, sent through the data provider
// (POST payout-request/update/{id}); the server's refusal shows in the dialog.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, TextInput, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { PAYOUT_REASON_MAX, PAYOUT_REFERENCE_MAX, type PayoutStatus } from '../../../common/payouts/transitions';
import { saveErrorText } from '../../forms/saveErrorText';
import { formatMoney } from '../../list/format';
import { type DecisionValues, decisionPayload, decisionProblems, EMPTY_DECISION } from './payoutTransition';

/** The action's message key of each decision (payout.actions.*). */
export const DECISION_ACTIONS = { approved: 'approve', rejected: 'reject', paid: 'pay', pending: 'approve' } as const;

interface PayoutDecisionDialogProps {
  id: string;
  /** The request as getSingle answers it (reference, amount, payee_name, payee_balance, currency). */
  item: Record<string, unknown>;
  decision: PayoutStatus | null;
  onClose(): void;
  onDone(): void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </>
  );
}

export function PayoutDecisionDialog({ id, item, decision, onClose, onDone }: PayoutDecisionDialogProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = 'payout-decision-title';
  const factsId = 'payout-decision-facts';
  const currency = typeof item.currency === 'string' ? item.currency : 'EGP';
  const money = (value: unknown) =>
    value === null || value === undefined ? '—' : formatMoney(value, locale, currency);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = async (values: Record<string, unknown>) => {
    if (!decision) return;
    setSaving(true);
    setFailure(null);
    try {
      await dataProvider.update('payout-requests', {
        id,
        data: decisionPayload(decision, values as Partial<DecisionValues>),
        previousData: { ...item, id },
      });
      notify('forms.success', { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(saveErrorText(error) ?? translate('payout.decision.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={decision !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={factsId}
      fullWidth
      maxWidth="sm"
    >
      {decision && (
        <Form
          key={decision}
          defaultValues={EMPTY_DECISION}
          onSubmit={submit}
          validate={(values) =>
            Object.fromEntries(
              Object.entries(decisionProblems(decision, values as Partial<DecisionValues>)).map(([field, key]) => [
                field,
                translate(key),
              ]),
            )
          }
          noValidate
        >
          <DialogTitle id={titleId}>
            {translate(`payout.decision.${decision}_title`, { reference: String(item.reference ?? id) })}
          </DialogTitle>
          <DialogContent>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <Box
              component="dl"
              id={factsId}
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mt: 0, mb: 2 }}
            >
              <Fact label={translate('payout.decision.payee')} value={String(item.payee_name ?? '—')} />
              <Fact label={translate('payout.decision.amount')} value={money(item.amount)} />
              <Fact label={translate('payout.decision.balance')} value={money(item.payee_balance)} />
            </Box>
            {decision === 'rejected' && (
              <TextInput
                source="reason"
                label={translate('payout.form.reason')}
                multiline
                minRows={3}
                isRequired
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: PAYOUT_REASON_MAX } }}
              />
            )}
            {decision === 'paid' && (
              <TextInput
                source="reference"
                label={translate('payout.form.reference')}
                isRequired
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX } }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('payout.decision.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={decision === 'rejected' ? 'error' : 'primary'}
              disabled={saving}
              autoFocus={decision === 'approved'}
            >
              {translate(`payout.actions.${DECISION_ACTIONS[decision]}`)}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
