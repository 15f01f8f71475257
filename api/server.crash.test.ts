// Durability under SIGKILL: the real server process, under concurrent sign-ups, is killed with
// SIGKILL several times and restarted on the same data; every sign-up that was answered
// `{success: true}` must be in the store afterwards. Loopback only, bounded in time.
import type {ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {openStore} from './store';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from './testing/postgres';
import {startServer} from './testing/server';

const KILLS = 4;
const WRITERS = 24;

interface Target {
  dataDir: string;
  env: Record<string, string>;
}

async function loadUntilKilled(
  port: number,
  child: ChildProcess,
  round: number,
  acknowledged: string[],
) {
  let stop = false;
  let sent = 0;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i += 1) {
      const email = `r${round}w${w}n${i}@crash.example`;
      sent += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({email, source: 'crash'}),
        });
        const body = (await response.json()) as {success?: boolean};
        if (body.success === true) acknowledged.push(email);
      } catch {
        return; // the server is gone; an unanswered sign-up promises nothing
      }
    }
  };
  const before = acknowledged.length;
  const writers = Array.from({length: WRITERS}, (_, w) => writer(w));
  // Kill once this round has acknowledged some sign-ups (however slow the machine is), at a
  // varying moment after that, while writes are in flight.
  const deadline = Date.now() + 10_000;
  while (acknowledged.length - before < 15 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 50 + round * 70));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  stop = true;
  await Promise.all(writers);
  return sent;
}

function crashSuite(makeTarget: () => Promise<{target: Target; cleanup: () => Promise<void>}>) {
  it(`should keep every acknowledged sign-up across ${KILLS} SIGKILLs`, async () => {
    const {target, cleanup} = await makeTarget();
    const acknowledged: string[] = [];
    let sent = 0;
    try {
      for (let round = 0; round < KILLS; round += 1) {
        const server = await startServer({DATA_DIR: target.dataDir, ...target.env});
        sent += await loadUntilKilled(server.port, server.child, round, acknowledged);
      }
      const store = await openStore({
        dataDir: target.dataDir,
        databaseUrl: target.env.DATABASE_URL,
        databaseSchema: target.env.DATABASE_SCHEMA,
      });
      try {
        const stored = new Set((await store.list({list: 'newsletter'})).map((row) => row.email));
        const lost = acknowledged.filter((email) => !stored.has(email));
        console.log(
          `crash test (${store.kind}): ${KILLS} SIGKILLs, ${sent} sign-ups sent, ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged but lost`,
        );
        expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * 15);
        expect(lost).toEqual([]);
      } finally {
        await store.close();
      }
    } finally {
      await cleanup();
    }
  }, 90_000);
}

describe('SIGKILL crash test: SQLite', () => {
  crashSuite(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-crash-'));
    return {
      target: {dataDir, env: {}},
      cleanup: async () => rmSync(dataDir, {recursive: true, force: true}),
    };
  });
});

describeWithPostgres('SIGKILL crash test: PostgreSQL', () => {
  crashSuite(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-crash-pg-'));
    const schema = freshSchemaName('crash');
    return {
      target: {dataDir, env: {DATABASE_URL, DATABASE_SCHEMA: schema}},
      cleanup: async () => {
        rmSync(dataDir, {recursive: true, force: true});
        await dropSchema(schema);
      },
    };
  });
});
