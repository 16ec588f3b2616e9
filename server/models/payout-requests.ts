// Requests from members and coaches to be paid their balance; finance approves, rejects and marks them
// paid through POST payout-request/update/{id} (server/payouts), or approves and pays a selection at once.
import { L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, datetime, member, money, placed, prop, status, text } from './define/props';
import type { CustomActionSpec, Localized } from './define/types';
import { payoutSingle, transitionsMigration } from '../payouts/history';
import { applyTransition, PAYOUT_TABLE } from '../payouts/transition';
import type { PayoutStatus } from '../../common/payouts/transitions';
import { weightedByAge } from './seed/dates';
import { STATE } from './define/states';

const statuses = options({
  pending: STATE.pending,
  approved: ['Approved', 'مقبول', 'info'],
  rejected: STATE.rejected,
  paid: ['Paid', 'مدفوع', 'success'],
});
const methods = options({
  bank: ['Bank account', 'حساب بنكي'],
  wallet: ['Mobile wallet', 'محفظة إلكترونية'],
  instapay: ['InstaPay', 'إنستاباي'],
});
export const PAYOUT_PERMISSIONS = ['edit-payoutrequests', 'manage-payoutrequests'];

/** The reference a bulk payment records: one transfer for the whole selection. */
export function batchReference(now: string, adminId: number): string {
  return `BATCH-${now.replace(/\D/g, '').slice(0, 14)}-${adminId}`;
}

/** A bulk action moving every selected request, all or nothing (any refusal rolls the selection back). */
function bulkTransition(name: string, label: Localized, from: PayoutStatus, to: PayoutStatus): CustomActionSpec {
  return {
    name,
    label,
    permissions: PAYOUT_PERMISSIONS,
    onlyWhen: { column: 'status', values: [from] },
    async run({ trx, ids, adminId, now, language }) {
      const reference = to === 'paid' ? batchReference(now, adminId) : null;
      for (const id of [...ids].sort((a, b) => a - b))
        await applyTransition(trx, { id, to, reference, adminId, now, language });
    },
  };
}

// The reference opens the request's details.
const requestReference = prop('reference', {
  columns: { reference: 'string' },
  headers: [{ value: 'reference', text: L('Reference', 'المرجع'), type: 'link', sortable: true }],
});
const user = member({ filter: true });
const amount = money('amount', LABELS.amount, { range: true });
const method = status(methods, { name: 'method', label: L('Method', 'طريقة الدفع'), filter: true });
const unsorted = { header: { sortable: false } } as const;
const account = placed(text('account', L('Account', 'الحساب'), unsorted), { priority: 3 });
const state = status(statuses, { filter: true });
const processedAt = datetime('processed_at', L('Processed at', 'تاريخ المعالجة'), {
  column: 'timestamp?',
  range: true,
});
const transferReference = placed(
  text('transfer_reference', L('Transfer reference', 'مرجع التحويل'), { ...unsorted, column: 'string?' }),
  { priority: 3 },
);
// Read on the details page; on a narrow screen these give way first.
const rejectionReason = placed(
  text('rejection_reason', L('Rejection reason', 'سبب الرفض'), { ...unsorted, column: 'text?' }),
  { priority: 3 },
);

export default defineModel({
  name: 'payout-requests',
  table: PAYOUT_TABLE,
  label: L('Payout Requests', 'طلبات السحب'),
  menu: { group: 'payouts', icon: 'RequestQuote', order: 10, path: '/payout-requests/' },
  ops: { path: 'ops' },
  details: '',
  title: ['reference'],
  detailsRoute: 'payout-request-details',
  props: [
    requestReference,
    user,
    amount,
    method,
    account,
    state,
    processedAt,
    transferReference,
    rejectionReason,
    createdAt,
  ],
  extraMigrations: { transitions: transitionsMigration },
  single: payoutSingle,
  indexes: [['status', 'created_at'], ['user_id']],
  fields: [user, state, method],
  ranges: [amount, createdAt, processedAt],
  totals: [total.sum('amount', L('Total requested', 'إجمالي المطلوب')), total.byStatus(statuses)],
  // Rejecting needs a reason per request, so it is done one at a time (the details page).
  actions: [
    bulkTransition('approve', L('Approve selected', 'قبول المحدد'), 'pending', 'approved'),
    bulkTransition('mark_paid', L('Mark selected paid', 'تعليم المحدد كمدفوع'), 'approved', 'paid'),
  ],
  seed: {
    count: 800,
    row({ index, random, pick, createdAt }) {
      const method = random.pick(['bank', 'wallet', 'instapay']);
      const status = weightedByAge(
        random,
        createdAt,
        7,
        [
          ['pending', 70],
          ['approved', 20],
          ['rejected', 10],
        ],
        [
          ['paid', 70],
          ['rejected', 10],
          ['approved', 10],
          ['pending', 10],
        ],
      );
      const processed =
        status === 'pending' ? null : new Date(Date.parse(createdAt) + random.int(1, 72) * 3_600_000).toISOString();
      return {
        reference: `PO-${String(index + 1).padStart(6, '0')}`,
        user_id: pick('users'),
        amount: random.amount(150, 15_000),
        method,
        account: method === 'bank' ? `EG•• •••• ${random.int(1000, 9999)}` : `+2010•••••${random.int(100, 999)}`,
        status,
        processed_at: processed,
        transfer_reference: status === 'paid' ? `TRF-${random.int(100_000, 999_999)}` : null,
        rejection_reason: status === 'rejected' ? 'Account details could not be verified.' : null,
      };
    },
    // Open requests were made within the payee's balance: raise the wallets that fall short, so every
    // seeded pending or approved request can be approved and paid.
    async afterRows({ db }) {
      const open = await db
        .selectFrom(PAYOUT_TABLE)
        .select(['user_id', (eb) => eb.fn.sum('amount').as('total')])
        .where('status', 'in', ['pending', 'approved'])
        .groupBy('user_id')
        .execute();
      for (const row of open) {
        await db
          .updateTable('users')
          .set({ wallet_balance: Number(row.total) })
          .where('id', '=', Number(row.user_id))
          .where('wallet_balance', '<', Number(row.total))
          .execute();
      }
    },
  },
});
