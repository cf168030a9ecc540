import { CACHE_CHANGES_CHANNEL, cacheTags, listeningConnection } from '@seed/db/cache-changes';
import type { Database } from '@seed/db/client';

/** The tags a committed change made stale (`*` among them: everything). */
export type ChangeListener = (tags: ReadonlySet<string>) => void;

/**
 * This replica's ear on the changes announced with `announceChange` (@seed/db/cache-changes), by this or any
 * other replica, the seed or the back office. Caches subscribe to drop what a change made stale (decision
 * 0040): the API's response cache now, the page cache later.
 */
export type ChangeFeed = {
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached the listeners, so a writer's reply is
   * sent only after this replica's caches dropped what it changed.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/** Where a lost listening connection is reported: the server's log once it has one. */
export type Warn = (err: unknown, message: string) => void;
const consoleWarn: Warn = (err, message) => console.warn(message, err);

const parse = (payload: string): ReadonlySet<string> => new Set(payload.split(' ').filter(Boolean));
const everything: ReadonlySet<string> = new Set([cacheTags.everything]);

function listeners() {
  const all = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    deliver(tags: ReadonlySet<string>) {
      for (const listener of all) listener(tags);
    },
  };
}

/**
 * PGlite has one connection, which listens: a commit's notices reach the listeners before the commit's own
 * query returns, so there is nothing to settle.
 */
async function pgliteFeed(client: Extract<Database, { kind: 'pglite' }>['client']): Promise<ChangeFeed> {
  const subscribers = listeners();
  const unlisten = await client.listen(CACHE_CHANGES_CHANNEL, (payload) =>
    subscribers.deliver(parse(payload)),
  );
  return {
    subscribe: subscribers.add,
    settle: async () => {},
    close: () => unlisten(),
  };
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: one connection of its own (outside the pool, which it must not starve) that LISTENs. When it is
 * lost, changes may go unheard: on reconnecting, everything is dropped once, and until then `settle` waits
 * for nothing (the caches' seconds bound what a replica without its ear can serve).
 */
async function postgresFeed(
  pool: Extract<Database, { kind: 'postgres' }>['client'],
  warn: Warn,
): Promise<ChangeFeed> {
  const subscribers = listeners();
  let client: ReturnType<typeof listeningConnection> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean) => {
    const next = listeningConnection(pool);
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANGES_CHANNEL) subscribers.deliver(parse(message.payload ?? ''));
    });
    next.on('error', (err) => {
      warn(err, 'cache changes: the listening connection failed; reconnecting');
      if (client === next) client = null;
      next.end().catch(() => {});
      schedule();
    });
    await next.connect();
    await next.query(`listen ${CACHE_CHANGES_CHANNEL}`);
    if (closed) return void (await next.end());
    client = next;
    if (reconnecting) subscribers.deliver(everything);
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((err: unknown) => {
        warn(err, 'cache changes: cannot listen yet');
        schedule();
      });
    }, RECONNECT_MS);
    timer.unref();
  };

  await connect(false);
  return {
    subscribe: subscribers.add,
    // The server sends pending notices before it answers the next query on the listening connection; a
    // round trip on it is therefore a barrier for every change committed before it.
    settle: async () => {
      await client?.query('select 1').catch(() => {});
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end();
      client = null;
    },
  };
}

export function openChangeFeed(database: Database, warn: Warn = consoleWarn): Promise<ChangeFeed> {
  return database.kind === 'pglite' ? pgliteFeed(database.client) : postgresFeed(database.client, warn);
}
