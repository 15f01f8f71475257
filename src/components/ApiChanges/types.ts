// One change between two docs versions, as the migration tables show it (computed by
// plugins/versions/diff.ts at build time).

/** A renamed, removed or added component or prop. */
export interface ApiChange {
  /** The component's name in the newer version (its old name when it was removed). */
  component: string;
  change: 'renamed' | 'removed' | 'added';
  /** The old name: of the prop, or of the component when `prop` is undefined. Undefined when added. */
  before?: string;
  /** The new name. Undefined when removed. */
  after?: string;
  /** Set for a prop change; undefined for a change of the component itself. */
  prop?: boolean;
}
