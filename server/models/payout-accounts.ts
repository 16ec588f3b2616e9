// The bank and wallet accounts payouts are sent to. The full account number is a hidden column: lists,
// exports, pickers and getSingle only ever carry its masked form; GET payout-accounts/reveal/{id} shows it
// to manage-payoutaccounts alone. Finance verifies or unverifies an account.
import { action, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';

const kinds = options({
  bank: ['Bank account', 'حساب بنكي', 'primary'],
  wallet: ['Mobile wallet', 'محفظة إلكترونية', 'info'],
});
const statuses = options({
  unverified: ['Unverified', 'غير موثّق', 'warning'],
  verified: ['Verified', 'موثّق', 'success'],
});
const BANKS = ['National Bank of Egypt', 'Banque Misr', 'CIB', 'QNB Alahli', 'HSBC Egypt'];
const WALLETS = ['Vodafone Cash', 'Orange Cash', 'Etisalat Cash', 'InstaPay'];
export const MANAGE_PAYOUT_ACCOUNTS = 'manage-payoutaccounts';

/** `EG38 0019 … 1234` → `•••• 1234`: only the last four characters stay. */
export function maskAccountNumber(number: string): string {
  const plain = number.replace(/\s+/g, '');
  return plain.length <= 4 ? '••••' : `•••• ${plain.slice(-4)}`;
}

export default defineModel({
  name: 'payout-accounts',
  subject: 'PayoutAccount',
  label: L('Payout Accounts', 'حسابات السحب'),
  // The sidebar's entry is the static one of spec 2.3 (/payout-accounts, view-PayoutAccount).
  title: ['holder_name', 'account_masked'],
  columns: {
    user_id: 'integer',
    kind: 'string',
    provider: 'string',
    holder_name: 'string',
    account_number: 'string',
    account_masked: 'string',
    status: 'string',
    verified_at: 'timestamp?',
  },
  hidden: ['account_number'],
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    { name: 'kind', label: L('Type', 'النوع'), type: 'select', options: kinds, multiple: true },
    field.status(statuses),
    field.text('holder_name', L('Account holder', 'صاحب الحساب')),
  ],
  ranges: [range.createdAt],
  headers: [
    header.text('holder_name', L('Account holder', 'صاحب الحساب')),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.status(kinds, 'kind', L('Type', 'النوع')),
    header.text('provider', L('Bank or wallet', 'البنك أو المحفظة')),
    header.text('account_masked', L('Account number', 'رقم الحساب'), false),
    header.status(statuses),
    header.datetime('verified_at', L('Verified at', 'تاريخ التوثيق')),
    header.createdAt,
  ],
  actions: [
    action.transition('verify', L('Verify', 'توثيق'), {
      from: ['unverified'],
      to: 'verified',
      stamps: ['verified_at'],
      permissions: [MANAGE_PAYOUT_ACCOUNTS],
    }),
    {
      ...action.transition('unverify', L('Unverify', 'إلغاء التوثيق'), {
        from: ['verified'],
        to: 'unverified',
        permissions: [MANAGE_PAYOUT_ACCOUNTS],
      }),
      set: (now) => ({ status: 'unverified', verified_at: null, updated_at: now }),
    },
  ],
  seed: {
    after: ['users'],
    count: 400,
    row({ random, pick, createdAt }) {
      const kind = random.weighted([
        ['bank', 60],
        ['wallet', 40],
      ] as const);
      const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
      const number = kind === 'bank' ? `EG${digits(27)}` : `010${digits(8)}`;
      const verified = random.chance(0.6);
      return {
        user_id: pick('users'),
        kind,
        provider: random.pick(kind === 'bank' ? BANKS : WALLETS),
        holder_name: random.pick(['Mona Adel', 'Omar Hassan', 'Sara Nabil', 'Youssef Ali', 'Nour Samir']),
        account_number: number,
        account_masked: maskAccountNumber(number),
        status: verified ? 'verified' : 'unverified',
        verified_at: verified ? new Date(Date.parse(createdAt) + 86_400_000).toISOString() : null,
      };
    },
  },
});
