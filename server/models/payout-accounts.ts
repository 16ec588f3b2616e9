// The bank and wallet accounts payouts are sent to. The full account number is a hidden column: lists,
// exports, pickers and getSingle only ever carry its masked form; GET payout-accounts/reveal/{id} shows it
// to manage-payoutaccounts alone. Finance verifies or unverifies an account.
import { action, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, datetime, member, status, text } from './define/props';

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

const holder = text('holder_name', L('Account holder', 'صاحب الحساب'), { filter: true });
const user = member({ filter: true });
const kind = status(kinds, { name: 'kind', label: LABELS.type, filter: true });
const provider = text('provider', L('Bank or wallet', 'البنك أو المحفظة'));
const masked = text('account_masked', L('Account number', 'رقم الحساب'), { header: { sortable: false } });
const state = status(statuses, { filter: true });
const verifiedAt = datetime('verified_at', L('Verified at', 'تاريخ التوثيق'), { column: 'timestamp?' });

export default defineModel({
  name: 'payout-accounts',
  label: L('Payout Accounts', 'حسابات السحب'),
  // The sidebar's entry is the static one of spec 2.3 (/payout-accounts, view-PayoutAccount).
  title: ['holder_name', 'account_masked'],
  props: [holder, user, kind, provider, masked, state, verifiedAt, createdAt],
  columns: [user, kind, provider, holder, { account_number: 'string' }, masked, state, verifiedAt],
  hidden: ['account_number'],
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [user, kind, state, holder],
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
