// Link tokens: 256 random bits in the mail, only their SHA-256 in the database, so a leaked
// database cannot be used to confirm or cancel anyone's subscription.
import {createHash, randomBytes} from 'node:crypto';

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const UNSUBSCRIBE_TOKEN_TTL_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
