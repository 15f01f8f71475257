// Rate-limit counters in PostgreSQL, so every API process on one database counts the same hits.
// Hits arriving in one turn of the event loop are sent as ONE statement (a row per key), so the
// counters cost one round trip per burst rather than one per request.
import type pg from 'pg';
import {asStoreError} from './errors';
import {pgCounterSql} from './sql';
import type {HitCounter} from './types';

interface Waiter {
  resolve: (value: {hits: number; resetAt: number}) => void;
  reject: (error: unknown) => void;
}

interface Pending {
  windowMs: number;
  now: number;
  waiters: Map<string, Waiter[]>;
}

export class PgCounters implements HitCounter {
  private pending = new Map<number, Pending>();
  private scheduled = false;

  constructor(private readonly pool: pg.Pool) {}

  hit(key: string, windowMs: number, now: number) {
    return new Promise<{hits: number; resetAt: number}>((resolve, reject) => {
      let group = this.pending.get(windowMs);
      if (!group) {
        group = {windowMs, now, waiters: new Map()};
        this.pending.set(windowMs, group);
      }
      const waiters = group.waiters.get(key) ?? [];
      waiters.push({resolve, reject});
      group.waiters.set(key, waiters);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async undo(key: string) {
    await this.query(pgCounterSql.undo, [key]);
  }

  async reset(key: string) {
    await this.query(pgCounterSql.reset, [key]);
  }

  close() {
    return this.pool.end();
  }

  private async query(text: string, values: unknown[]) {
    try {
      return await this.pool.query<{key: string; hits: number; reset_at: string}>(text, values);
    } catch (error) {
      throw asStoreError(error);
    }
  }

  private flush(): void {
    this.scheduled = false;
    const groups = [...this.pending.values()];
    this.pending.clear();
    for (const group of groups) void this.send(group);
  }

  private async send({windowMs, now, waiters}: Pending): Promise<void> {
    const keys = [...waiters.keys()];
    const counts = keys.map((key) => waiters.get(key)!.length);
    try {
      const {rows} = await this.query(pgCounterSql.hit, [keys, counts, now + windowMs, now]);
      for (const row of rows) {
        const list = waiters.get(row.key) ?? [];
        const resetAt = Number(row.reset_at);
        // The batch added list.length hits; each caller gets its own place in that run.
        list.forEach((waiter, index) =>
          waiter.resolve({hits: row.hits - list.length + index + 1, resetAt}),
        );
      }
    } catch (error) {
      for (const list of waiters.values()) for (const waiter of list) waiter.reject(error);
    }
  }
}
