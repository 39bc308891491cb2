import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { storeWrittenBy } from './written-store.ts';

/** The channel migration 0013's triggers announce committed changes on (`store:<id>`, `account:<id>`). */
const CHANGES_CHANNEL = 'tryown_changes';

/** A store's rows that its kept list pages show; a write of them is announced as `store:<client id>`. */
const LISTED_TABLES = ['dresses', 'models', 'generated_images'];

/**
 * A statement of this process that writes what migration 0013 announces, as drizzle writes it: any
 * write of a store's listed rows (`insert into "dresses"`, `update "models"`, ...), and of an account
 * only its deletion or a change of its `sessions_valid_from` (a profile edit of a store or shopper
 * is not announced, so it forgets nothing).
 */
const LISTED_WRITE = new RegExp(`^\\s*(?:insert\\s+into|update|delete\\s+from)\\s+"(?:${LISTED_TABLES.join('|')})"`, 'i');
const ACCOUNT_WRITES = [/^\s*delete\s+from\s+"(?:clients|admins|superadmins|users)"/i, /^\s*update\s+"(?:clients|admins|superadmins|users)"\s+set\s.*"sessions_valid_from"/is];

/**
 * The database's change notices, for what a process keeps in memory (decision 0081). A listener
 * hears every notice, and `onReset` whenever it must forget everything: notices may have been missed
 * (the listening connection was lost). This process's own writes of an announced table are heard as
 * they are sent (their notice would come on another connection, after the write returns: forgetting
 * as the write is sent lets the process read its own writes at once): as the notice of the store it
 * writes when its statement says which (db/written-store.ts), else as a reset. `live` is false while
 * notices cannot be heard; nothing may be kept then.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: { onNotice(notice: string): void; onReset(): void }): void;
  /** Every statement this process's drizzle sends, with its parameters (its logger): a write of an announced table forgets. */
  sent(statement: string, params?: unknown[]): void;
  close(): Promise<void>;
}

type Listener = Parameters<ChangeFeed['subscribe']>[0];

/**
 * drizzle's logger for a database whose feed opens after it (the migrations run first): every
 * statement goes to the feed's `sent` once `attach`ed.
 */
export function statementWatcher() {
  let feed: ChangeFeed | undefined;
  return {
    logger: { logQuery: (statement: string, params: unknown[]) => feed?.sent(statement, params) },
    attach: (opened: ChangeFeed) => (feed = opened),
  };
}

function listeners() {
  const all: Listener[] = [];
  return {
    add: (listener: Listener) => void all.push(listener),
    notice: (notice: string) => all.forEach((listener) => listener.onNotice(notice)),
    reset: () => all.forEach((listener) => listener.onReset()),
    sent(statement: string, params?: unknown[]) {
      if (LISTED_WRITE.test(statement)) {
        const store = storeWrittenBy(statement, params, LISTED_TABLES);
        all.forEach((listener) => (store ? listener.onNotice(`store:${store}`) : listener.onReset()));
      } else if (ACCOUNT_WRITES.some((write) => write.test(statement))) all.forEach((listener) => listener.onReset());
    },
  };
}

/** PGlite is one connection in this process: a notice arrives before the query that caused it returns. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const heard = listeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, heard.notice);
  return { live: true, subscribe: heard.add, sent: heard.sent, close: () => unlisten() };
}

/**
 * PostgreSQL: one connection of its own that LISTENs. When it is lost, the feed is not live and its
 * listeners reset; it reconnects (after 1 s, then every 5 s) and is live again once it listens.
 */
export async function postgresChangeFeed(url: string, log: (message: string) => void = console.error): Promise<ChangeFeed> {
  const heard = listeners();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectIn = (delay: number) => {
    retry = setTimeout(() => void connect().catch(() => !closed && reconnectIn(5_000)), delay);
  };

  const lost = (lostClient: pg.Client, reason: string) => {
    if (closed || client !== lostClient) return;
    client = null;
    live = false;
    heard.reset();
    void lostClient.end().catch(() => undefined);
    log(`database change notices lost (${reason}); kept lists and sessions are read from the database until they are heard again`);
    reconnectIn(1_000);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.payload && heard.notice(message.payload));
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    // Whatever changed while no one listened is unknown: start from nothing.
    heard.reset();
    live = true;
  }

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe: heard.add,
    sent: heard.sent,
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
