// The cascade, approximated without a DOM: every element the sheets style (a selector with its
// states taken out) gets, for each combination of states the sheets style it in, the declarations
// of every rule whose selector matches it, by specificity and then source order.
import {parseCss} from './parseCss';
import {
  elementName,
  parseSelector,
  sortParts,
  type Compound,
  type ParsedSelector,
} from './selector';

export interface SheetRule {
  parsed: ParsedSelector;
  declarations: Array<[string, string]>;
  /** Position across all sheets: later wins among equal specificity. */
  order: number;
  component: string;
}

export interface Element {
  name: string;
  component: string;
  compounds: Compound[];
  pseudoElement?: string;
}

/** Declarations after the cascade, with the position each won at (for "whichever came last"). */
export type Declarations = Map<string, {value: string; seq: number}>;

export function readSheets(sheets: Array<{component: string; css: string}>): SheetRule[] {
  const rules: SheetRule[] = [];
  for (const {component, css} of sheets) {
    let parsedRules;
    try {
      parsedRules = parseCss(css);
    } catch (cause) {
      throw new Error(`The ${component} stylesheet could not be read.`, {cause});
    }
    for (const rule of parsedRules) {
      for (const selector of rule.selectors) {
        let alternatives;
        try {
          alternatives = parseSelector(selector);
        } catch (cause) {
          throw new Error(
            `The ${component} stylesheet has a selector "${selector}" that could not be read.`,
            {cause},
          );
        }
        for (const parsed of alternatives) {
          rules.push({parsed, declarations: rule.declarations, order: rules.length, component});
        }
      }
    }
  }
  return applyModifiers(rules);
}

const classesOf = (compound: Compound | undefined) =>
  (compound?.parts ?? []).filter((part) => part.startsWith('.'));

const readsVar = (value: string, name: string) =>
  new RegExp(`var\\(\\s*${name}\\s*[,)]`).test(value);

/**
 * A modifier class sets a local custom property that another class's rules read, on the same
 * element: ToggleButton's `.ui-ToggleButton[data-selected] {--ui-button-bg: …}` feeds
 * `.ui-Button {background: var(--ui-button-bg)}`, and ToggleButtons carry both classes. A DOM would
 * say so; the CSS only hints, so the rule is: the class never appears as an ancestor in any
 * selector, never reads the property itself, and the reader is not one of its parts (`.ui-Tabs`
 * sets `--ui-tab-height` for `.ui-Tab` but is an ancestor in other selectors; `.ui-Slider` is named
 * as `.ui-Slider-thumb`'s parent), and in the reader's sheet its rules set custom properties only
 * (`.ui-ColorPicker` sets `--ui-color-thumb` but also lays itself out). Such a class's rules are
 * read as styling the reader too.
 */
function applyModifiers(rules: SheetRule[]): SheetRule[] {
  const ancestors = new Set(
    rules.flatMap((rule) => rule.parsed.compounds.slice(0, -1).flatMap(classesOf)),
  );
  const subjectClasses = (rule: SheetRule) => classesOf(rule.parsed.compounds.at(-1));
  const readers = (name: string) =>
    new Set(
      rules
        .filter((rule) =>
          rule.declarations.some(
            ([property, value]) => !property.startsWith('--') && readsVar(value, name),
          ),
        )
        .flatMap(subjectClasses),
    );
  // In the reader's sheet, a modifier's rules set custom properties and nothing else.
  const onlyLocals = (cls: string, component: string) =>
    rules
      .filter((rule) => rule.component === component && subjectClasses(rule).includes(cls))
      .every((rule) => rule.declarations.every(([property]) => property.startsWith('--')));
  const modifierOf = new Map<string, string[]>();
  for (const rule of rules) {
    for (const cls of subjectClasses(rule)) {
      if (ancestors.has(cls) || modifierOf.has(cls) || !onlyLocals(cls, rule.component)) continue;
      for (const [property] of rule.declarations.filter(([p]) => p.startsWith('--'))) {
        const found = [...readers(property)].filter(
          (reader) =>
            reader !== cls && !reader.startsWith(`${cls}-`) && !cls.startsWith(`${reader}-`),
        );
        if (found.length > 0 && !readers(property).has(cls)) modifierOf.set(cls, found);
      }
    }
  }
  if (modifierOf.size === 0) return rules;
  return rules.map((rule) => {
    const subject = rule.parsed.compounds.at(-1)!;
    const added = subject.parts.flatMap((part) => modifierOf.get(part) ?? []);
    if (added.length === 0) return rule;
    const compounds = [
      ...rule.parsed.compounds.slice(0, -1),
      {parts: sortParts([...subject.parts, ...added])},
    ];
    return {...rule, parsed: {...rule.parsed, compounds}};
  });
}

const subset = (small: string[], large: string[]) => small.every((part) => large.includes(part));

/** Whether a rule's selector, states aside, styles the element (or one more specific than it). */
export function selects(
  rule: ParsedSelector,
  element: Omit<Element, 'name' | 'component'>,
): boolean {
  if (rule.pseudoElement !== element.pseudoElement) return false;
  const ruleCompounds = rule.compounds;
  const target = element.compounds;
  if (!subset(ruleCompounds.at(-1)!.parts, target.at(-1)!.parts)) return false;
  // Each ancestor compound of the rule must match an ancestor of the element, in order.
  let index = target.length - 2;
  for (let ruleIndex = ruleCompounds.length - 2; ruleIndex >= 0; ruleIndex -= 1) {
    while (index >= 0 && !subset(ruleCompounds[ruleIndex]!.parts, target[index]!.parts)) index -= 1;
    if (index < 0) return false;
    index -= 1;
  }
  return true;
}

export const inState = (rule: ParsedSelector, states: string[]) =>
  rule.states.every((state) => states.includes(state)) &&
  !rule.notStates.some((state) => states.includes(state));

/** The elements the sheets style, in source order, each named by the first sheet that styles it. */
export function elementsOf(rules: SheetRule[]): Element[] {
  const elements = new Map<string, Element>();
  for (const rule of rules) {
    const name = elementName(rule.parsed);
    if (!elements.has(name)) {
      elements.set(name, {
        name,
        component: rule.component,
        compounds: rule.parsed.compounds,
        pseudoElement: rule.parsed.pseudoElement,
      });
    }
  }
  return [...elements.values()];
}

/** The element's ancestors named in its selector, outermost first, each as an element itself. */
export function ancestorsOf(element: Element): Element[] {
  return element.compounds.slice(0, -1).map((_, index) => ({
    ...element,
    name: element.compounds
      .slice(0, index + 1)
      .map((c) => c.parts.join(''))
      .join(' '),
    compounds: element.compounds.slice(0, index + 1),
    pseudoElement: undefined,
  }));
}

export function rulesFor(rules: SheetRule[], element: Element): SheetRule[] {
  return rules.filter((rule) => selects(rule.parsed, element));
}

/** Cascades the element's rules for one combination of states. */
export function cascade(rules: SheetRule[], states: string[]): Declarations {
  const applicable = rules
    .filter((rule) => inState(rule.parsed, states))
    .sort((a, b) => a.parsed.specificity - b.parsed.specificity || a.order - b.order);
  const declarations: Declarations = new Map();
  let seq = 0;
  for (const rule of applicable) {
    for (const [property, value] of rule.declarations) {
      declarations.set(property, {value, seq: (seq += 1)});
    }
  }
  return declarations;
}
