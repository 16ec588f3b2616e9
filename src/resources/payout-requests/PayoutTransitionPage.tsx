// /default/payout-requests/ops/:id — move a payout request on: approve, reject with a reason, or mark paid
// with the transfer reference (POST payout-request/update/{id}). Back on the request's details once saved.
import { Alert, Box, Typography } from '@mui/material';
import { FormDataConsumer, SelectInput, TextInput, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PAYOUT_REASON_MAX, PAYOUT_REFERENCE_MAX } from '../../../common/payouts/transitions';
import { loadSingleItem } from '../../forms/loadItem';
import { RecordForm } from '../../forms/RecordForm';
import { formatAmount } from '../../list/format';
import { nextStatuses, transitionPayload, transitionProblems, transitionValues } from './payoutTransition';

function RequestSummary() {
  const translate = useTranslate();
  const locale = useLocale();
  const record = useRecordContext();
  if (!record) return null;
  const final = nextStatuses(record.status).length === 0;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Typography>
        {translate('payout.form.summary', {
          reference: String(record.reference ?? ''),
          amount: formatAmount(record.amount, locale),
          status: translate(`payout.status.${String(record.status)}`),
        })}
      </Typography>
      {record.payee_balance !== null && record.payee_balance !== undefined && (
        <Typography color="text.secondary">
          {translate('payout.form.balance', { balance: formatAmount(record.payee_balance, locale) })}
        </Typography>
      )}
      {final && <Alert severity="info">{translate('payout.form.final')}</Alert>}
    </Box>
  );
}

function TransitionInputs() {
  const translate = useTranslate();
  const record = useRecordContext();
  const choices = nextStatuses(record?.status).map((status) => ({
    id: status,
    name: translate(`payout.status.${status}`),
  }));
  return (
    <>
      <RequestSummary />
      <SelectInput
        source="next_status"
        label={translate('payout.form.status')}
        choices={choices}
        disabled={choices.length === 0}
        isRequired
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.next_status === 'rejected' ? (
            <TextInput
              source="reason"
              label={translate('payout.form.reason')}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: PAYOUT_REASON_MAX } }}
            />
          ) : formData.next_status === 'paid' ? (
            <TextInput
              source="transfer_reference"
              label={translate('payout.form.reference')}
              slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX } }}
            />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}

export default function PayoutTransitionPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const [search] = useSearchParams();
  // Requests come from members and coaches: without an id there is nothing to move.
  if (!id) return <Navigate to="../.." relative="path" replace />;
  const title = translate('payout.form.title');
  return (
    <RecordForm
      resource="payout-requests"
      subject="PayoutRequest"
      // One title: a request is only ever moved, never created here.
      texts={{ create: title, edit: title, loading: translate('payout.form.loading') }}
      itemName="payout request"
      defaults={{}}
      load={(itemId, signal) => loadSingleItem('payout-requests', itemId, signal)}
      toValues={(item) => ({ ...transitionValues(item.status, search.get('status')) })}
      validate={(values, item) =>
        Object.fromEntries(
          Object.entries(transitionProblems(values, item?.status)).map(([field, key]) => [field, translate(key)]),
        )
      }
      toPayload={transitionPayload}
      savedPath={(itemId) => `payout-requests/${itemId ?? ''}`}
    >
      <TransitionInputs />
    </RecordForm>
  );
}
