// Chat and support, payouts, subscriptions, programme plans and recommendations: the kit sends to its own
// group and hides what it sent; where the API has no way to make a row (payout requests, subscriptions),
// a seeded one is used and the line says so.
import { type Check, type ContractContext, contractName, made, Skip, undo } from '../context';
import { check, envelope, equal, expectCall, typed } from '../expect';
import { kitRow } from './forms';
import { createdId, rowsOf, someId, trashAtEnd } from './helpers';

/** The kit's chat group (POST chatgroup/store), made by the form checks or here. */
async function kitGroup(context: ContractContext): Promise<number> {
  return made(context, 'row-chatgroup', async () => {
    const body = await expectCall(context, 'POST', 'chatgroup/store', [200, 201], {
      json: { name_en: contractName('group'), name_ar: 'مجموعة فحص العقد', member_ids: [], admin_ids: [] },
    });
    const id = createdId(body.data);
    trashAtEnd(context, 'chatgroup', id);
    return id;
  });
}

/** Hides a message the kit sent, at the end unless a check hid it already. */
function hideAtEnd(context: ContractContext, id: number): void {
  undo(context, `hide message ${id}`, async () => {
    const answer = await context.client.call('POST', `chat/message/${id}/hide`, {
      json: { reason: 'CONTRACT clean-up' },
    });
    if (answer.status !== 409) envelope(answer, 200);
  });
}

function kitMessage(context: ContractContext): Promise<number> {
  return made(context, 'message', async () => {
    const group = await kitGroup(context);
    const { data } = await expectCall(context, 'POST', `chat/${group}/send`, [200, 201], {
      json: { message: 'CONTRACT message' },
    });
    return createdId(data);
  });
}

/** A support thread of the backend (support has no API to open one: members do, from the app). */
async function someThread(context: ContractContext): Promise<number> {
  const { data } = envelope(await context.client.call('GET', 'support-chat'), 200);
  const threads: any[] = Array.isArray(data) ? data : (data?.data ?? data?.threads ?? []);
  if (threads.length === 0) throw new Skip('the backend holds no support thread to answer');
  return Number(threads[0].id);
}

/** A status cell is its value or, in a list, `{ value, label, … }`. */
const statusOf = (row: Record<string, any>) => (typeof row.status === 'object' ? row.status?.value : row.status);

/** A seeded subscription that is active, or a SKIP. */
async function activeSubscription(context: ContractContext): Promise<number> {
  return made(context, 'subscription', async () => {
    const row = (await rowsOf(context, 'subscriptions', { status: ['active'] })).find(
      (entry) => statusOf(entry) === 'active',
    );
    if (!row) throw new Skip('the backend holds no active subscription');
    return Number(row.ID ?? row.id);
  });
}

export const activityChecks: Check[] = [
  {
    operation: 'POST /chat/{groupId}/send',
    async run(context) {
      await kitMessage(context);
      await expectCall(context, 'POST', `chat/${await kitGroup(context)}/send`, 400, { json: { text: 'x' } });
    },
  },
  {
    operation: 'GET /chat/{groupId}/messages',
    async run(context) {
      const group = await kitGroup(context);
      const id = await kitMessage(context);
      const { data } = await expectCall(context, 'GET', `chat/${group}/messages?limit=20`, 200);
      const messages: any[] = Array.isArray(data) ? data : (data?.messages ?? data?.data ?? []);
      check(
        messages.some((message) => Number(message.id) === id),
        `data: the message ${id} the kit sent is not listed`,
      );
    },
  },
  {
    operation: 'POST /chat/message/{messageId}/hide',
    async run(context) {
      const id = await kitMessage(context);
      await expectCall(context, 'POST', `chat/message/${id}/hide`, 200, { json: { reason: 'CONTRACT check' } });
    },
  },
  {
    operation: 'GET /support-chat',
    async run(context) {
      await expectCall(context, 'GET', 'support-chat?page=1&per_page=20', 200);
    },
  },
  {
    operation: 'GET /support-chat/show/{threadId}',
    async run(context) {
      await expectCall(context, 'GET', `support-chat/show/${await someThread(context)}?limit=20`, 200);
    },
  },
  {
    operation: 'POST /support-chat/sendMessage',
    async run(context) {
      const thread = await someThread(context);
      const { data } = await expectCall(context, 'POST', 'support-chat/sendMessage', [200, 201], {
        json: { thread_id: thread, message: 'CONTRACT answer' },
      });
      hideAtEnd(context, createdId(data));
      return `answered the seeded thread ${thread}, the answer hidden at the end`;
    },
  },
  {
    operation: 'POST /payout-request/update/{id}',
    async run(context) {
      // Members ask for payouts from the app; the API cannot make one, so a seeded pending request is walked.
      const pending = (await rowsOf(context, 'payout-requests', { status: ['pending'] })).filter(
        (row) => statusOf(row) === 'pending',
      );
      if (pending.length === 0) throw new Skip('the backend holds no pending payout request');
      for (const row of pending) {
        const id = Number(row.ID ?? row.id);
        const approve = await context.client.call('POST', `payout-request/update/${id}`, {
          json: { status: 'approved' },
        });
        if (approve.status === 422 || approve.status === 409) continue; // the payee's balance does not cover it
        envelope(approve, 200);
        await expectCall(context, 'POST', `payout-request/update/${id}`, 200, {
          json: { status: 'paid', reference: `CONTRACT-${id}` },
        });
        await expectCall(context, 'POST', `payout-request/update/${id}`, 409, { json: { status: 'approved' } });
        return `walked the seeded pending request ${id} (pending → approved → paid)`;
      }
      throw new Skip('no pending payout request is covered by its payee’s balance');
    },
  },
  {
    operation: 'POST /subscriptions/extend/{id}',
    async run(context) {
      const id = await activeSubscription(context);
      await expectCall(context, 'POST', `subscriptions/extend/${id}`, 200, {
        json: { days: 1, reason: 'CONTRACT check' },
      });
      await expectCall(context, 'POST', `subscriptions/extend/${id}`, 400, { json: { days: 1 } });
      return `extended the seeded subscription ${id} by a day`;
    },
  },
  {
    operation: 'POST /subscriptions/cancel/{id}',
    async run(context) {
      const id = await activeSubscription(context);
      await expectCall(context, 'POST', `subscriptions/cancel/${id}`, 200, { json: { reason: 'CONTRACT check' } });
      return `cancelled the seeded subscription ${id} (the API cannot make one)`;
    },
  },
  {
    operation: 'POST /diet-programs/duplicate/{id}',
    async run(context) {
      const { data } = await expectCall(
        context,
        'POST',
        `diet-programs/duplicate/${await kitRow(context, 'diet-programs')}`,
        201,
      );
      trashAtEnd(context, 'diet-programs', createdId(data));
    },
  },
  {
    operation: 'POST /diet-programs/{id}/meals',
    async run(context) {
      const id = await kitRow(context, 'diet-programs');
      const food = {
        name_en: 'Oats',
        name_ar: 'شوفان',
        quantity: '50 g',
        calories: 190,
        protein: 6.5,
        carbs: 33,
        fat: 3.4,
      };
      const meal = { name_en: 'CONTRACT breakfast', name_ar: 'فطور', time: '08:00', foods: [food] };
      await expectCall(context, 'POST', `diet-programs/${id}/meals`, 200, { json: { days: [{ meals: [meal] }] } });
    },
  },
  {
    operation: 'POST /Walkthrough/reorder',
    async run(context) {
      const rows = await rowsOf(context, 'walkthrough');
      const ids = rows.map((row) => Number(row.ID ?? row.id));
      if (ids.length < 2) throw new Skip('fewer than two walkthrough slides to reorder');
      const { data } = await expectCall(context, 'POST', 'Walkthrough/reorder', 200, {
        json: { ids: [...ids].reverse() },
      });
      undo(context, 'put the walkthrough order back', async () => {
        envelope(await context.client.call('POST', 'Walkthrough/reorder', { json: { ids } }), 200);
      });
      typed(data?.ids, 'array', 'data.ids');
    },
  },
  {
    operation: 'GET /subprograms/{id}',
    async run(context) {
      const { data } = await expectCall(context, 'GET', `subprograms/${await kitRow(context, 'sub-programs')}`, 200);
      typed(data?.version, 'integer', 'data.version');
    },
  },
  {
    operation: 'GET /subprograms/{id}/generate',
    async run(context) {
      await expectCall(context, 'GET', `subprograms/${await kitRow(context, 'sub-programs')}/generate?replace=1`, 200);
    },
  },
  {
    operation: 'POST /subprograms/{id}/plan',
    async run(context) {
      const id = await kitRow(context, 'sub-programs');
      const { data } = envelope(await context.client.call('GET', `subprograms/${id}`), 200);
      const item = { kind: 'exercise', ref_id: await someId(context, 'exercises'), sets: 3, reps: 10 };
      // A day holding items is stored as a training day even when the body calls it a rest day.
      const days = [
        { key: 'contract-w1d1', week: 1, day: 1, rest: 1, items: [item] },
        { key: 'contract-w1d2', week: 1, day: 2, rest: 1, items: [] },
      ];
      const saved = await expectCall(context, 'POST', `subprograms/${id}/plan`, 200, {
        json: { version: data.version, days },
      });
      equal(
        saved.data?.days?.map((day: { rest: number }) => day.rest),
        [0, 1],
        'data.days[].rest',
      );
      // A save on a stale version is refused: someone else saved in between.
      await expectCall(context, 'POST', `subprograms/${id}/plan`, 409, { json: { version: data.version, days } });
    },
  },
  {
    operation: 'POST /subprogram_recommendations/store',
    async run(context) {
      await kitRecommendation(context);
    },
  },
  {
    operation: 'POST /subprogram_recommendations/update/{id}',
    async run(context) {
      const id = await kitRecommendation(context);
      const body = await recommendationBody(context);
      await expectCall(context, 'POST', `subprogram_recommendations/update/${id}`, 200, {
        json: { ...body, priority: 9998 },
      });
    },
  },
  {
    operation: 'POST /subprogram_recommendations/show/{subprogram_id}',
    async run(context) {
      await kitRecommendation(context);
      await expectCall(
        context,
        'POST',
        `subprogram_recommendations/show/${await kitRow(context, 'sub-programs')}`,
        200,
      );
    },
  },
  {
    operation: 'POST /subprogram_recommendations/match',
    async run(context) {
      const { rules } = await recommendationBody(context);
      const answers = Object.fromEntries(rules.map((rule) => [String(rule.question_id), rule.answers[0]]));
      await expectCall(context, 'POST', 'subprogram_recommendations/match', 200, { json: { answers } });
    },
  },
];

async function recommendationBody(context: ContractContext) {
  const { data } = envelope(await context.client.call('GET', 'prejoin_program_question'), 200);
  const question = (data as any[]).find((entry) => Array.isArray(entry.options) && entry.options.length > 0);
  if (!question) throw new Skip('no pre-join question with options to build a rule on');
  return {
    sub_program_id: await kitRow(context, 'sub-programs'),
    priority: 9999,
    rules: [{ question_id: Number(question.id), answers: [Number(question.options[0].value)] }],
  };
}

function kitRecommendation(context: ContractContext): Promise<number> {
  return made(context, 'recommendation', async () => {
    const body = await expectCall(context, 'POST', 'subprogram_recommendations/store', [200, 201], {
      json: await recommendationBody(context),
    });
    const id = createdId(body.data);
    trashAtEnd(context, 'subprogram-recommendations', id);
    equal(typeof id, 'number', 'the new rule’s id');
    return id;
  });
}
