// The start waits for a database that does not answer yet, and gives up on other errors at once.
import { describe, expect, it } from 'vitest';
import { waitForDatabase } from '../../server/db/wait-for-database';
import { loadConfig } from '../../server/config';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

const NO_DB = null as unknown as Kysely<Database>;
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waiting for the database at start', () => {
  it('tries again until the database answers, and says once that it waits', async () => {
    let tries = 0;
    const said: string[] = [];
    await waitForDatabase(NO_DB, {
      seconds: 5,
      intervalMs: 10,
      onWaiting: () => said.push('waiting'),
      probe: async () => {
        tries += 1;
        if (tries < 4) throw refused();
      },
    });
    expect(tries).toBe(4);
    expect(said).toEqual(['waiting']);
  });

  it('gives up with the last refusal once the time is over', async () => {
    let tries = 0;
    const started = Date.now();
    const waiting = waitForDatabase(NO_DB, {
      seconds: 0.2,
      intervalMs: 20,
      probe: async () => {
        tries += 1;
        throw refused();
      },
    });
    await expect(waiting).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(tries).toBeGreaterThan(2);
  });

  it('does not wait on errors that waiting cannot fix (a wrong password)', async () => {
    let tries = 0;
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const waiting = waitForDatabase(NO_DB, {
      seconds: 5,
      intervalMs: 10,
      probe: async () => {
        tries += 1;
        throw wrongPassword;
      },
    });
    await expect(waiting).rejects.toBe(wrongPassword);
    expect(tries).toBe(1);
  });

  it('waits 60 s by default, DATABASE_WAIT_SECONDS changes it', () => {
    expect(loadConfig({}).databaseWaitSeconds).toBe(60);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '5' }).databaseWaitSeconds).toBe(5);
    expect(() => loadConfig({ DATABASE_WAIT_SECONDS: 'soon' })).toThrow(
      'DATABASE_WAIT_SECONDS must be a positive number (got "soon").',
    );
  });
});
