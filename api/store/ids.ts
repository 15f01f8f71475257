// Row ids are UUIDv7 (RFC 9562): a millisecond timestamp, then a counter, then random bits. New
// rows therefore land at the right-hand end of every index keyed by an id (primary keys, and the
// subscription_id indexes of consent events, outbox and tokens), so a batch of sign-ups dirties a
// few index pages instead of one random page per row and index. With random (v4) ids each commit
// rewrote most of those indexes through the WAL; see api/README.md, "Benchmark".
// Ids are internal: they never appear in a URL or a mail (links carry tokens), so the creation
// time they hold is no more than the row's created_at column already says.
import {randomFillSync} from 'node:crypto';

const POOL_IDS = 256;
const BYTES = 10;
const pool = Buffer.alloc(BYTES * POOL_IDS);
let poolOffset = pool.length;
let lastMs = -1;
let counter = 0;

const hex = Array.from({length: 256}, (_, byte) => byte.toString(16).padStart(2, '0'));

function randomBytes(): Buffer {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + BYTES);
  poolOffset += BYTES;
  return bytes;
}

/**
 * A UUIDv7, strictly increasing within this thread: ids made in the same millisecond count up
 * in the 12-bit `rand_a` field (RFC 9562 §6.2, method 1), starting from a random point below
 * 2048; past 4095 the timestamp moves on by one millisecond.
 */
export function newId(now: number = Date.now()): string {
  const random = randomBytes();
  if (now > lastMs) {
    lastMs = now;
    counter = ((random[8]! << 8) | random[9]!) & 0x7ff;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const ms = lastMs;
  const high = Math.floor(ms / 2 ** 16);
  const low = ms % 2 ** 16;
  const bytes = [
    (high >>> 24) & 0xff,
    (high >>> 16) & 0xff,
    (high >>> 8) & 0xff,
    high & 0xff,
    (low >>> 8) & 0xff,
    low & 0xff,
    0x70 | (counter >>> 8),
    counter & 0xff,
    0x80 | (random[0]! & 0x3f),
    random[1]!,
    random[2]!,
    random[3]!,
    random[4]!,
    random[5]!,
    random[6]!,
    random[7]!,
  ];
  const h = bytes.map((byte) => hex[byte]!);
  return `${h[0]}${h[1]}${h[2]}${h[3]}-${h[4]}${h[5]}-${h[6]}${h[7]}-${h[8]}${h[9]}-${h.slice(10).join('')}`;
}
