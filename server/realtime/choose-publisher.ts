// The publisher a server uses: an external service when configured, NOTIFY fan-out on PostgreSQL, else
// the process's own hub. Publishing never fails a request: the data is stored, and clients that missed
// an event fetch it when they reconnect.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import type { ChannelHub } from './hub';
import { externalPublisher, localPublisher, postgresPublisher, type Publisher } from './publisher';

export async function choosePublisher(deps: AppDeps, hub: ChannelHub, log: FastifyBaseLogger): Promise<Publisher> {
  const onError = (error: unknown) => log.error({ err: error }, 'live event delivery failed');
  const { external } = deps.config.realtime;
  const inner = external
    ? externalPublisher(external)
    : deps.dialect === 'postgres'
      ? await postgresPublisher(deps.db as Kysely<any>, deps.config.databaseUrl, hub, onError)
      : localPublisher(hub);
  return {
    async publish(channel, event, data) {
      try {
        await inner.publish(channel, event, data);
      } catch (error) {
        onError(error);
      }
    },
    close: () => inner.close(),
  };
}
