// Recommendations (spec 7.2 subprogram_recommendations): rules on the answers to the pre-join questions
// that recommend a sub-programme, e.g. goal = lose weight and level = beginner. Written through
// server/routes/recommendations.ts (store, update); listed here like any model.
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, integer, prop, ref } from './define/props';

const SUB_PROGRAM = L('Sub-programme', 'البرنامج الفرعي');
const PRIORITY = L('Priority', 'الأولوية');

export default defineModel({
  name: 'subprogram-recommendations',
  label: L('Recommendations', 'التوصيات'),
  menu: { group: 'programs', icon: 'Recommend', order: 70 },
  // The rules editor (src/resources/subprogram-recommendations/RecommendationFormPage.tsx).
  ops: { path: 'ops' },
  props: [
    ref('sub_program', SUB_PROGRAM, 'sub-programs', { link: true, filter: true }),
    integer('priority', PRIORITY),
    // The rules as JSON, edited by the rules editor only.
    prop('rules', { columns: { rules: 'text' } }),
    createdAt,
  ],
  switches: { chartable: false },
  defaultSort: { column: 'priority', desc: false },
  seed: {
    after: ['sub-programs', 'prejoin-questions'],
    count: 6,
    trashed: 0,
    row({ index, ids }) {
      const [goal, level] = ids('prejoin-questions');
      // Goal answers 1–3 (lose weight, build muscle, endurance) × level answers 1–2 (beginner, intermediate).
      return {
        sub_program_id: ids('sub-programs')[index],
        priority: index + 1,
        // A small seed may hold only the first question: a rule naming no question could never hold.
        rules: JSON.stringify(
          [
            { question_id: goal, answers: [(index % 3) + 1] },
            { question_id: level, answers: [Math.floor(index / 3) + 1] },
          ].filter((rule) => rule.question_id !== undefined),
        ),
      };
    },
  },
});
