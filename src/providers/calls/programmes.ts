// The programme screens' calls: the sub-programme planner, diet programmes' meals and copies, and the
// pre-join questions with the recommendations they lead to.
import type { RecordId } from '../apiAnswers';
import { request } from '../http';

/** A sub-programme with its plan, as GET subprograms/{id} answers it. */
export interface LoadedPlan {
  item: Record<string, unknown>;
  version: number;
  training_days: number;
  days: unknown[];
}

export interface DietFood {
  name_en: string;
  name_ar: string;
  quantity: string;
  calories: number;
  /** Grams, when known. */
  protein?: number;
  carbs?: number;
  fat?: number;
}

export interface DietMealInput {
  name_en: string;
  name_ar: string;
  time: string;
  foods: DietFood[];
}

export interface DietDayInput {
  meals: DietMealInput[];
}

/** A diet programme's day as getSingle and POST diet-programs/{id}/meals answer it. */
export interface DietDay {
  day: number;
  calories: number;
  meals: Array<DietMealInput & { sort_order: number }>;
}

export interface PrejoinQuestion {
  id: number;
  question_en: string;
  question_ar: string;
  answer_type: 'single' | 'multiple' | 'number' | 'text';
  required: number;
  sort_order: number;
  options: Array<{ value: number; label_en: string; label_ar: string }>;
}

export interface RecommendedSubProgram {
  name_en: string;
  name_ar: string;
  program_id: number;
}

export interface Recommendation {
  id: number;
  sub_program_id: number;
  priority: number;
  rules: Array<{ question_id: number; answers: number[] }>;
  sub_program: RecommendedSubProgram | null;
}

export interface RecommendationMatch {
  recommendation_id: number;
  sub_program_id: number;
  sub_program: RecommendedSubProgram | null;
}

export interface ProgrammeCalls {
  /** GET subprograms/{id}: a sub-programme with its plan and the plan's version. */
  getPlan: (id: RecordId, signal?: AbortSignal) => Promise<LoadedPlan>;
  /** GET subprograms/{id}/generate: a calendar from the programme's shape (`replace` over planned days). */
  generatePlan: (id: RecordId, replace: boolean) => Promise<LoadedPlan>;
  /** POST subprograms/{id}/plan: the whole plan, refused (409) when saved by someone since `version`. */
  savePlan: (id: RecordId, plan: { version: number; days: unknown[] }) => Promise<LoadedPlan>;
  /** POST diet-programs/duplicate/{id}: a disabled deep copy; answers the copy. */
  duplicateDietProgram: (id: RecordId) => Promise<Record<string, unknown> & { id: RecordId }>;
  /** POST diet-programs/{id}/meals: every day's meals at once; answers the stored days with their calories. */
  saveDietMeals: (id: RecordId, days: DietDayInput[]) => Promise<{ days: DietDay[] }>;
  /** GET prejoin_program_question: the live, enabled pre-join questions in order. */
  prejoinQuestions: () => Promise<PrejoinQuestion[]>;
  /** GET subprogram_recommendations: every live recommendation in match order. */
  recommendations: () => Promise<Recommendation[]>;
  /** POST subprogram_recommendations/match: the recommendation a set of answers gets, or null. */
  matchRecommendation: (answers: Record<string, number | number[]>) => Promise<RecommendationMatch | null>;
}

export const programmeCalls: ProgrammeCalls = {
  async getPlan(id, signal) {
    return (await request<LoadedPlan>(`subprograms/${encodeURIComponent(String(id))}`, { signal })).data;
  },

  async generatePlan(id, replace) {
    const path = `subprograms/${encodeURIComponent(String(id))}/generate`;
    return (await request<LoadedPlan>(path, replace ? { data: { replace: 1 } } : {})).data;
  },

  async savePlan(id, plan) {
    const path = `subprograms/${encodeURIComponent(String(id))}/plan`;
    return (await request<LoadedPlan>(path, { method: 'post', data: plan })).data;
  },

  async duplicateDietProgram(id) {
    const path = `diet-programs/duplicate/${encodeURIComponent(String(id))}`;
    return (await request<Record<string, unknown> & { id: RecordId }>(path, { method: 'post' })).data;
  },

  async saveDietMeals(id, days) {
    const path = `diet-programs/${encodeURIComponent(String(id))}/meals`;
    return (await request<{ days: DietDay[] }>(path, { method: 'post', data: { days } })).data;
  },

  async prejoinQuestions() {
    return (await request<PrejoinQuestion[]>('prejoin_program_question')).data ?? [];
  },

  async recommendations() {
    return (await request<Recommendation[]>('subprogram_recommendations')).data ?? [];
  },

  async matchRecommendation(answers) {
    const data = { answers };
    return (await request<RecommendationMatch | null>('subprogram_recommendations/match', { method: 'post', data }))
      .data;
  },
};
