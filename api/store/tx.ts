/** The statements a write needs: the first row (or undefined), all rows, or the rows changed. */
export interface Tx {
  row<T>(text: string, params: unknown[]): Promise<T | undefined>;
  rows<T>(text: string, params: unknown[]): Promise<T[]>;
  run(text: string, params: unknown[]): Promise<number>;
}
