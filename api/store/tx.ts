import type {ClaimedMail, ClaimInput, SignUpInput, SignUpResult} from './types';

/** The statements a write needs: the first row (or undefined), all rows, or the rows changed. */
export interface Tx {
  row<T>(text: string, params: unknown[]): Promise<T | undefined>;
  rows<T>(text: string, params: unknown[]): Promise<T[]>;
  run(text: string, params: unknown[]): Promise<number>;
  /**
   * Stores one round of sign-ups (each address once, see write-ops.ts) as ONE statement, where
   * the database can: PostgreSQL, for which every statement is a network round trip. Without
   * it, write-ops runs three set-based statements per chunk (SQLite, in-process).
   */
  signUpRound?(inputs: SignUpInput[]): Promise<SignUpResult[]>;
  /** Delivery's claim as ONE statement, where the database can (PostgreSQL, pg-claims.ts). */
  claimMail?(input: ClaimInput): Promise<ClaimedMail[]>;
}
