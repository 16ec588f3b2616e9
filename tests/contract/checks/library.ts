// The exercise and round libraries: the kit's CONTRACT- categories, an attached exercise, pasted copies
// (library paste), each deleted at the end.
import { type Check, type ContractContext, contractName, made, undo } from '../context';
import { envelope, expectCall, typed } from '../expect';
import { kitRow } from './forms';
import { createdId, someId } from './helpers';

type Tree = 'exercise' | 'round';

/** Deletes a library row at the end (DELETE …), refusing a category that still holds something. */
function deleteAtEnd(context: ContractContext, path: string): void {
  undo(context, `DELETE ${path}`, async () => {
    envelope(await context.client.call('DELETE', path), 200);
  });
}

async function newCategory(context: ContractContext, tree: Tree, parent: number | null = null): Promise<number> {
  const body = await expectCall(context, 'POST', `${tree}/categories`, [200, 201], {
    json: { name_en: contractName(`${tree}-category`), name_ar: 'فئة فحص العقد', parent_id: parent },
  });
  return createdId(body.data);
}

/** The kit's category of a tree, deleted at the end. */
function kitCategory(context: ContractContext, tree: Tree): Promise<number> {
  return made(context, `category-${tree}`, async () => {
    const id = await newCategory(context, tree);
    deleteAtEnd(context, `${tree}/categories/${id}?contents=refuse`);
    return id;
  });
}

/** An exercise of the backend attached to the kit's exercise category, deleted at the end. */
function kitAttached(context: ContractContext): Promise<number> {
  return made(context, 'attached', async () => {
    const category = await kitCategory(context, 'exercise');
    const body = await expectCall(context, 'POST', 'exercise/attached', [200, 201], {
      json: { exercise_id: await someId(context, 'exercises'), category_id: category, sets: 3, reps: 10 },
    });
    const id = createdId(body.data);
    deleteAtEnd(context, `exercise/attached/${id}`);
    return id;
  });
}

/** A pasted copy of the kit's round in the kit's round category. */
async function pastedRound(context: ContractContext): Promise<number> {
  const body = await expectCall(context, 'POST', 'round/paste-round', 201, {
    json: { round_id: await kitRow(context, 'rounds'), category_id: await kitCategory(context, 'round') },
  });
  return createdId(body.data);
}

function categoryChecks(tree: Tree, pastePath: string): Check[] {
  return [
    {
      operation: `GET /${tree}/${tree === 'exercise' ? 'categories/hierarchy' : 'hierarchy'}`,
      async run(context) {
        const path = tree === 'exercise' ? 'exercise/categories/hierarchy' : 'round/hierarchy';
        typed((await expectCall(context, 'GET', path, 200)).data, 'array', 'data');
      },
    },
    {
      operation: `POST /${tree}/categories`,
      async run(context) {
        await kitCategory(context, tree);
        await expectCall(context, 'POST', `${tree}/categories`, 400, {
          json: { name_en: 'x', name_ar: 'x', parent_id: null, colour: 'red' },
        });
      },
    },
    {
      operation: `GET /${tree}/categories/{category}`,
      async run(context) {
        await expectCall(context, 'GET', `${tree}/categories/${await kitCategory(context, tree)}`, 200);
      },
    },
    {
      operation: `PUT /${tree}/categories/{category}`,
      async run(context) {
        const id = await kitCategory(context, tree);
        await expectCall(context, 'PUT', `${tree}/categories/${id}`, 200, {
          json: { name_en: contractName(`${tree}-category-changed`) },
        });
      },
    },
    {
      operation: `DELETE /${tree}/categories/{category}`,
      async run(context) {
        const id = await newCategory(context, tree, await kitCategory(context, tree));
        await expectCall(context, 'DELETE', `${tree}/categories/${id}?contents=refuse`, 200);
        await expectCall(context, 'GET', `${tree}/categories/${id}`, 404);
      },
    },
    {
      operation: `POST /${pastePath}`,
      async run(context) {
        const source = await newCategory(context, tree, await kitCategory(context, tree));
        deleteAtEnd(context, `${tree}/categories/${source}?contents=refuse`);
        const body = await expectCall(context, 'POST', pastePath, [200, 201], {
          json: { category_id: source, parent_id: await kitCategory(context, tree) },
        });
        deleteAtEnd(context, `${tree}/categories/${createdId(body.data)}?contents=refuse`);
      },
    },
  ];
}

export const libraryChecks: Check[] = [
  ...categoryChecks('exercise', 'exercise/paste-exercise-category'),
  ...categoryChecks('round', 'round/paste-round-category'),
  {
    operation: 'GET /exercise/exercise',
    async run(context) {
      await expectCall(context, 'GET', 'exercise/exercise?q=a&page=1&per_page=20', 200);
    },
  },
  {
    operation: 'POST /exercise/attached',
    async run(context) {
      await kitAttached(context);
      await expectCall(context, 'POST', 'exercise/attached', 400, { json: { exercise_id: 1, colour: 'red' } });
    },
  },
  {
    operation: 'GET /exercise/attached',
    async run(context) {
      const category = await kitCategory(context, 'exercise');
      await kitAttached(context);
      await expectCall(context, 'GET', `exercise/attached?category_id=${category}`, 200);
    },
  },
  {
    operation: 'GET /exercise/attached/{attached}',
    async run(context) {
      await expectCall(context, 'GET', `exercise/attached/${await kitAttached(context)}`, 200);
    },
  },
  {
    operation: 'PUT /exercise/attached/{attached}',
    async run(context) {
      await expectCall(context, 'PUT', `exercise/attached/${await kitAttached(context)}`, 200, { json: { sets: 4 } });
    },
  },
  {
    operation: 'POST /exercise/paste-attached-exercise',
    async run(context) {
      const body = await expectCall(context, 'POST', 'exercise/paste-attached-exercise', 201, {
        json: { attached_id: await kitAttached(context), category_id: await kitCategory(context, 'exercise') },
      });
      deleteAtEnd(context, `exercise/attached/${createdId(body.data)}`);
    },
  },
  {
    operation: 'DELETE /exercise/attached/{attached}',
    async run(context) {
      const body = await expectCall(context, 'POST', 'exercise/attached', [200, 201], {
        json: { exercise_id: await someId(context, 'exercises'), category_id: await kitCategory(context, 'exercise') },
      });
      const id = createdId(body.data);
      await expectCall(context, 'DELETE', `exercise/attached/${id}`, 200);
      await expectCall(context, 'GET', `exercise/attached/${id}`, 404);
    },
  },
  {
    operation: 'GET /round/{id}',
    async run(context) {
      await expectCall(context, 'GET', `round/${await kitRow(context, 'rounds')}`, 200);
    },
  },
  {
    operation: 'POST /round/paste-round',
    async run(context) {
      deleteAtEnd(context, `round/${await pastedRound(context)}`);
    },
  },
  {
    operation: 'DELETE /round/{id}',
    async run(context) {
      const id = await pastedRound(context);
      await expectCall(context, 'DELETE', `round/${id}`, 200);
      await expectCall(context, 'GET', `round/${id}`, 404);
    },
  },
];
