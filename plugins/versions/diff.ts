// What changed in the API between two docs versions, from their props: renamed, removed and added
// components and props. A rename is what the newer version says it is: the old name kept as an
// alias whose `@deprecated` reads "Use `New` instead." (the style guide's rule for renames), so
// nothing is guessed from similar names or types. Feeds the migration guides' tables; the changelog
// can read it too.
import type {ApiChange} from '../../src/components/ApiChanges/types';
import type {PropsData} from '../../src/components/PropsTable/types';

export type {ApiChange};

const REPLACEMENT = /^Use `([\w.-]+)` instead\.?$/;

/** The name a deprecated alias points to, if its deprecation names one that exists. */
function replacementOf(deprecated: string | undefined, exists: (name: string) => boolean) {
  const name = deprecated === undefined ? undefined : REPLACEMENT.exec(deprecated.trim())?.[1];
  return name !== undefined && exists(name) ? name : undefined;
}

const allProps = (data: PropsData) => [
  ...data.own,
  ...data.inherited.flatMap((group) => group.props),
];

function propChanges(component: string, older: PropsData, newer: PropsData): ApiChange[] {
  const before = new Set(allProps(older).map((prop) => prop.name));
  const after = new Map(allProps(newer).map((prop) => [prop.name, prop]));
  const changes: ApiChange[] = [];
  const renamedTo = new Set<string>();
  for (const name of [...before].sort()) {
    const now = after.get(name);
    const target = replacementOf(now?.deprecated, (candidate) => after.has(candidate));
    if (target && !before.has(target)) {
      changes.push({component, change: 'renamed', before: name, after: target, prop: true});
      renamedTo.add(target);
    } else if (!now) {
      changes.push({component, change: 'removed', before: name, prop: true});
    }
  }
  for (const name of [...after.keys()].sort()) {
    if (!before.has(name) && !renamedTo.has(name) && !after.get(name)!.deprecated) {
      changes.push({component, change: 'added', after: name, prop: true});
    }
  }
  return changes;
}

/** Every change from `older` to `newer`, component by component in name order. */
export function diffApis(
  older: Record<string, PropsData>,
  newer: Record<string, PropsData>,
): ApiChange[] {
  const changes: ApiChange[] = [];
  const renamedTo = new Map<string, string>();
  for (const name of Object.keys(older)) {
    const target = replacementOf(newer[name]?.deprecated, (candidate) => candidate in newer);
    if (target && !(target in older)) renamedTo.set(target, name);
  }
  const names = new Set([...Object.keys(older), ...Object.keys(newer)]);
  for (const name of [...names].sort()) {
    const was = older[name];
    const is = newer[name];
    const oldName = renamedTo.get(name);
    if (oldName) {
      changes.push({component: name, change: 'renamed', before: oldName, after: name});
      changes.push(...propChanges(name, older[oldName]!, is!));
    } else if (was && is && !is.deprecated) {
      changes.push(...propChanges(name, was, is));
    } else if (was && !is) {
      changes.push({component: name, change: 'removed', before: name});
    } else if (!was && is && !is.deprecated) {
      changes.push({component: name, change: 'added', after: name});
    }
  }
  return changes;
}
