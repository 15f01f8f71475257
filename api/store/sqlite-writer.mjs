// SQLite writer thread. better-sqlite3 is synchronous, so a COMMIT with synchronous=FULL blocks
// its thread for the whole fsync. Running the writes here keeps the HTTP thread free: while one
// batch is being fsynced, the main thread keeps accepting requests and queues the next batch
// (see group-commit.ts). Plain JavaScript so it runs as is under tsx, Jest and node.
// Input: workerData = {file, sql}; messages = arrays of {op, args}; each op runs in its own
// SAVEPOINT inside one transaction per batch, and the batch is answered only after COMMIT.
import {randomUUID} from 'node:crypto';
import {parentPort, workerData} from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const s = Object.fromEntries(
  Object.entries(workerData.sql).map(([name, text]) => [name, db.prepare(text)]),
);

/** `[a, b]` → `{1: a, 2: b}`, the binding for the shared `$n` placeholders. */
function bind(...values) {
  return Object.fromEntries(values.map((value, index) => [String(index + 1), value]));
}

function recordConsent(id, action, at, source, consent) {
  s.insertConsent.run(
    bind(
      randomUUID(),
      id,
      action,
      at,
      source,
      consent.ip,
      consent.userAgent,
      consent.consentVersion,
    ),
  );
}

const ops = {
  signUp(input) {
    const row = s.upsertSubscription.get(
      bind(randomUUID(), input.email, input.list, input.source, input.now),
    );
    recordConsent(row.id, 'signup', input.now, input.source, input.consent);
    const needsConfirmation = row.status === 'pending';
    if (needsConfirmation) {
      s.insertToken.run(
        bind(input.confirmTokenHash, row.id, 'confirm', input.now, input.confirmExpiresAt),
      );
      s.insertToken.run(
        bind(
          input.unsubscribeTokenHash,
          row.id,
          'unsubscribe',
          input.now,
          input.unsubscribeExpiresAt,
        ),
      );
    }
    return {subscriptionId: row.id, status: row.status, needsConfirmation};
  },
  confirm({tokenHash, at, consent}) {
    const token = s.useConfirmToken.get(bind(tokenHash, at));
    if (!token || !s.confirmSubscription.get(bind(token.subscription_id, at))) return 'invalid';
    recordConsent(token.subscription_id, 'confirm', at, null, consent);
    return 'confirmed';
  },
  unsubscribe({tokenHash, at, consent}) {
    const token = s.findUnsubscribeToken.get(bind(tokenHash, at));
    if (!token) return 'invalid';
    if (s.unsubscribeSubscription.get(bind(token.subscription_id, at))) {
      recordConsent(token.subscription_id, 'unsubscribe', at, null, consent);
    }
    return 'unsubscribed';
  },
};

// A nested better-sqlite3 transaction is a SAVEPOINT: a failing op rolls back only itself.
const runOne = db.transaction((item) => ops[item.op](item.args));

function describe(error) {
  return {message: String(error && error.message), code: error && error.code};
}

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  const results = [];
  try {
    db.transaction(() => {
      for (const item of message) {
        try {
          results.push({ok: true, value: runOne(item)});
        } catch (error) {
          results.push({ok: false, error: describe(error)});
        }
      }
    }).immediate();
  } catch (error) {
    parentPort.postMessage({error: describe(error)});
    return;
  }
  parentPort.postMessage({results});
});
