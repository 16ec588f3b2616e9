// The programme calls in the demo: the plan of a sub-programme (load, generate, save), duplicating a diet
// programme, its week of meals, the walkthrough's order (server/routes/programmes.ts), and the pre-join
// questions and recommendations (server/routes/recommendations.ts), run as they are on the demo database.
import type { Kysely } from 'kysely';
import { programmeRoutes } from '../../server/routes/programmes';
import { recommendationRoutes } from '../../server/routes/recommendations';
import type { FakeRoute } from '../router';
import { routesOf } from './from-server';

export async function programmeRoutesOfDemo(db: Kysely<any>): Promise<FakeRoute[]> {
  return [...(await routesOf(programmeRoutes, { db })), ...(await routesOf(recommendationRoutes, { db }))];
}
