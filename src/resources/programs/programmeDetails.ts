// The details GET getSingle/programs/{id} adds to a programme (docs/api.md), read from the loaded item.
export interface ProgrammeDetails {
  subscribers: number;
  revenue: number;
  sub_programs: Array<{ id: number; name_en: string; name_ar: string; weeks: number; enabled: number }>;
  program_prices: Array<{
    id: number;
    duration_unit: string;
    duration_value: number;
    price: number;
    discounted_price: number | null;
    enabled: number;
  }>;
  latest_subscriptions: Array<{
    id: number;
    plan: string;
    amount: number;
    status: string;
    starts_at: string | null;
    ends_at: string | null;
  }>;
  chat_groups: Array<{ id: number; name_en: string; name_ar: string; messages_count: number }>;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function programmeDetails(item: Record<string, unknown>): ProgrammeDetails {
  return {
    subscribers: Number(item.subscribers ?? 0),
    revenue: Number(item.revenue ?? 0),
    sub_programs: list(item.sub_programs),
    program_prices: list(item.program_prices),
    latest_subscriptions: list(item.latest_subscriptions),
    chat_groups: list(item.chat_groups),
  };
}
