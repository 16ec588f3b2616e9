// The publisher a server uses: an external service when configured, NOTIFY fan-out on PostgreSQL, else
// the process's own hub. Publishing never fails a request: the data is stored, and clients that missed
// an event fetch it when they reconnect.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import type { ChannelHub } from './hub';
import { type ApplyControl, externalPublisher, localPublisher, postgresPublisher, type Publisher } from './publisher';
import { checkSocketSessions } from './session-check';

export async function choosePublisher(deps: AppDeps, hub: ChannelHub, log: FastifyBaseLogger): Promise<Publisher> {
  const onError = (error: unknown) => log.error({ err: error }, 'live event delivery failed');
  const apply: ApplyControl = (notice) => {
    if (notice.kind === 'bind') hub.bind(notice.socketId, notice.session);
    else checkSocketSessions(deps.db, hub).catch(onError);
  };
  const { external } = deps.config.realtime;
  const inner = external
    ? externalPublisher(external, apply)
    : deps.dialect === 'postgres'
      ? await postgresPublisher(deps.db as Kysely<any>, deps.config.databaseUrl, hub, apply, onError)
      : localPublisher(hub, apply);
  return {
    async publish(channel, event, data) {
      try {
        await inner.publish(channel, event, data);
      } catch (error) {
        onError(error);
      }
    },
    async control(notice) {
      try {
        await inner.control(notice);
      } catch (error) {
        onError(error);
      }
    },
    close: () => inner.close(),
  };
}
