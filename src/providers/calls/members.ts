// The members' screens' calls: the referral tree and changes to a subscription.
import type { RecordId } from '../apiAnswers';
import { request } from '../http';

export interface ReferralNode {
  id: number;
  name: string;
  referred: number;
  rewards: number;
}

export interface ReferralTreeAnswer {
  nodes?: ReferralNode[];
  more?: boolean;
  matches?: Array<{ node: ReferralNode; path: number[] }>;
}

export interface MemberCalls {
  /** GET referrals/tree: a level (`parent`, `after`) or the matches of `search` with their paths. */
  referralTree: (query: { parent?: RecordId; after?: RecordId; search?: string }) => Promise<ReferralTreeAnswer>;
  /** POST subscriptions/{cancel|extend}/{id} with the reason (and days): the server's message. */
  changeSubscription: (
    id: RecordId,
    change: 'cancel' | 'extend',
    body: { reason: string; days?: number },
  ) => Promise<string | undefined>;
}

export const memberCalls: MemberCalls = {
  async referralTree(query) {
    const params = new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => [key, String(value)]),
    );
    const suffix = params.size > 0 ? `?${params}` : '';
    return (await request<ReferralTreeAnswer>(`referrals/tree${suffix}`)).data ?? {};
  },

  async changeSubscription(id, change, body) {
    const path = `subscriptions/${change}/${encodeURIComponent(String(id))}`;
    return (await request(path, { method: 'post', data: body })).message;
  },
};
