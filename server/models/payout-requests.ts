// Requests from coaches and sellers to be paid out; finance approves, rejects and marks them paid.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';

const statuses = options({
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  approved: ['Approved', 'مقبول', 'info'],
  rejected: ['Rejected', 'مرفوض', 'error'],
  paid: ['Paid', 'مدفوع', 'success'],
});
const methods = options({
  bank: ['Bank account', 'حساب بنكي'],
  wallet: ['Mobile wallet', 'محفظة إلكترونية'],
  instapay: ['InstaPay', 'إنستاباي'],
});
const FINANCE = ['edit-payoutrequests', 'manage-payoutrequests'];

export default defineModel({
  name: 'payout-requests',
  table: 'payout_requests',
  subject: 'PayoutRequest',
  label: L('Payout Requests', 'طلبات السحب'),
  menu: { group: 'payouts', icon: 'RequestQuote', order: 10, path: '/payout-requests/' },
  ops: { path: 'ops' },
  details: '',
  title: ['reference'],
  detailsRoute: 'payout-request-details',
  columns: {
    reference: 'string',
    user_id: 'integer',
    amount: 'decimal',
    method: 'string',
    account: 'string',
    status: 'string',
    processed_at: 'timestamp?',
  },
  indexes: [['status', 'created_at'], ['user_id']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    field.status(statuses),
    { name: 'method', label: L('Method', 'طريقة الدفع'), type: 'select', options: methods, multiple: true },
  ],
  ranges: [
    range.number('amount', LABELS.amount),
    range.createdAt,
    range.time('processed_at', L('Processed at', 'تاريخ المعالجة')),
  ],
  headers: [
    { value: 'reference', text: L('Reference', 'المرجع'), type: 'link', sortable: true },
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.amount('amount', LABELS.amount),
    { value: 'method', text: L('Method', 'طريقة الدفع'), type: 'status', options: methods, sortable: true },
    header.text('account', L('Account', 'الحساب'), false),
    header.status(statuses),
    header.datetime('processed_at', L('Processed at', 'تاريخ المعالجة')),
    header.createdAt,
  ],
  totals: [total.sum('amount', L('Total requested', 'إجمالي المطلوب')), total.byStatus(statuses)],
  actions: [
    action.transition('approve', L('Approve', 'قبول'), {
      from: ['pending'],
      to: 'approved',
      stamps: ['processed_at'],
      permissions: FINANCE,
    }),
    action.transition('reject', L('Reject', 'رفض'), {
      from: ['pending'],
      to: 'rejected',
      stamps: ['processed_at'],
      permissions: FINANCE,
    }),
    action.transition('mark_paid', L('Mark as paid', 'تعليم كمدفوع'), {
      from: ['approved'],
      to: 'paid',
      permissions: FINANCE,
    }),
  ],
  seed: {
    after: ['users'],
    count: 800,
    row({ index, random, pick, createdAt }) {
      const method = random.pick(['bank', 'wallet', 'instapay']);
      const age = Date.now() - Date.parse(createdAt);
      const status =
        age < 7 * 86_400_000
          ? random.weighted([
              ['pending', 70],
              ['approved', 20],
              ['rejected', 10],
            ])
          : random.weighted([
              ['paid', 70],
              ['rejected', 10],
              ['approved', 10],
              ['pending', 10],
            ]);
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
      };
    },
  },
});
