// Requests from coaches and sellers to be paid out; finance approves, rejects and marks them paid.
import { field, header, L, LABELS, options, range } from './define/common';
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
    { name: 'amount', label: LABELS.amount, type: 'bigint' },
    range.createdAt,
    { name: 'processed_at', label: L('Processed at', 'تاريخ المعالجة'), type: 'timestamp' },
  ],
  headers: [
    { value: 'reference', text: L('Reference', 'المرجع'), type: 'link', sortable: true },
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    { value: 'amount', text: LABELS.amount, type: 'amount', sortable: true },
    { value: 'method', text: L('Method', 'طريقة الدفع'), type: 'status', options: methods, sortable: true },
    { value: 'account', text: L('Account', 'الحساب'), type: 'text' },
    header.status(statuses),
    { value: 'processed_at', text: L('Processed at', 'تاريخ المعالجة'), type: 'datetime', sortable: true },
    header.createdAt,
  ],
  totals: [
    { kind: 'sum', column: 'amount', label: L('Total requested', 'إجمالي المطلوب') },
    { kind: 'countBy', column: 'status', options: statuses, label: LABELS.byStatus },
  ],
  actions: [
    {
      name: 'approve',
      label: L('Approve', 'قبول'),
      permissions: FINANCE,
      onlyWhen: { column: 'status', values: ['pending'] },
      set: (now) => ({ status: 'approved', processed_at: now, updated_at: now }),
    },
    {
      name: 'reject',
      label: L('Reject', 'رفض'),
      permissions: FINANCE,
      onlyWhen: { column: 'status', values: ['pending'] },
      set: (now) => ({ status: 'rejected', processed_at: now, updated_at: now }),
    },
    {
      name: 'mark_paid',
      label: L('Mark as paid', 'تعليم كمدفوع'),
      permissions: FINANCE,
      onlyWhen: { column: 'status', values: ['approved'] },
      set: (now) => ({ status: 'paid', updated_at: now }),
    },
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
