// Every colour pair the components show, derived from their CSS so a new component is checked as
// soon as its sheet exists. The rules, kept few on purpose:
//
// Elements and states. An element is a selector with its states taken out; each is checked in the
// default state and in every combination of states its rules (or its named ancestors') spell out,
// with the declarations the cascade gives it there (cascade.ts, states.ts).
//
// What a colour sits on. An element's own background when it paints one; otherwise the nearest
// ancestor named in its selector that paints one (`.ui-Radio[data-variant='card'] .ui-Radio-button`);
// otherwise the page, checked at both ends of the surfaces a component is placed on:
// `--tessera-bg` (the page) and `--tessera-surface-raised` (popovers, toasts); the token contract
// keeps `--tessera-surface` between them. Imperfect: a parent the selector does not name (a Tab
// inside a pill TabList) is unknown, so the page stands in for it.
//
// Text (1.4.3). Every element that sets `color`: 4.5:1, or 3:1 for large text (24px, or 18.66px
// bold: on the library's scale 2xl, or xl at 700). `::placeholder`, `[data-placeholder]` and
// disabled text are listed but exempt. A `--tessera-fg-on-<fill>` colour over anything but that
// fill is latent (a checkbox's tick before it is checked) and not paired: the token contract says
// where it is shown, and CSS cannot say when an icon is hidden. Imperfect: a `color` that only
// paints an icon (a spinner) is held to the text minimum.
//
// UI parts (1.4.11, 3:1), of controls only: elements with an interaction state rule (states.ts).
// - A control whose edge answers hover, press or invalid (a field, a checkbox box, a radio circle,
//   a switch track) is identified by that edge: it counts in every state.
// - A control with no text of its own (a slider thumb or fill, a switch thumb, a tab underline) is
//   identified by its edge, or by its fill when it has no edge (hover and press fills aside).
// - A control with text (a button, a day cell) is identified by the text, so its edge or fill
//   counts only in a lasting state it shows (selected, invalid…): hover and press feedback is not
//   required to reach 3:1.
// An edge in the decorative `--tessera-border` (cards, list frames) never counts: the token
// contract leaves it out of the 3:1 set and gives controls `--tessera-border-strong`.
//
// Focus (1.4.11, 3:1). In focus states, an outline or a ring-shaped box-shadow against what is
// around it; an inset one (negative offset, `inset`) against the element's own background.
//
// Not modelled: opacity (only disabled states use it), alpha other than color-mix with
// transparent (resolve.ts), forced colours (the system's palette).
import {
  ancestorsOf,
  elementsOf,
  readSheets,
  rulesFor,
  type Element,
  type SheetRule,
} from './cascade';
import {
  FEEDBACK_STATES,
  FOCUS_STATES,
  INTERACTION_STATES,
  INTERACTIVE_STATES,
  LASTING_STATES,
  stateCombinations,
  stateLabel,
} from './states';
import type {ContrastPair, Exemption, PairKind} from './types';
import {fontSizePx, fontWeight, outline, rings} from './values';
import {behind, inherited, over, paints, view, type View} from './view';

const DECORATIVE_EDGE = 'var(--tessera-border)';
const MINIMUM: Record<PairKind, number> = {text: 4.5, 'large-text': 3, ui: 3, focus: 3};

type Draft = Omit<ContrastPair, 'id'>;

function textKind(v: View): PairKind {
  const px = fontSizePx(inherited(v, 'font-size'));
  const bold = fontWeight(inherited(v, 'font-weight')) >= 700;
  return px !== undefined && (px >= 24 || (bold && px >= 18.66)) ? 'large-text' : 'text';
}

/** A `--tessera-fg-on-<fill>` colour shown anywhere but on that fill. */
function latent(fg: string, bg: string): boolean {
  const on = /--tessera-fg-on-([\w-]+)/.exec(fg);
  return on !== null && !bg.includes(`--tessera-${on[1]}`);
}

function exemption(element: Element, states: string[]): Exemption | undefined {
  if (element.pseudoElement === '::placeholder' || states.includes('placeholder'))
    return 'placeholder';
  return states.includes('disabled') ? 'disabled' : undefined;
}

const any = (states: string[], set: string[]) => states.some((state) => set.includes(state));

/** Pairs of one element, in every state it is styled in. */
function elementPairs(element: Element, own: SheetRule[], chain: SheetRule[][]): Draft[] {
  const everyRule = [...own, ...chain.flat()];
  const views = stateCombinations(everyRule).map((states) => view(own, chain, states));
  const control = everyRule.some((rule) => any(rule.parsed.states, INTERACTIVE_STATES));
  const base = paints(views[0]!);
  const edgeAnswers = views.some(
    (v) =>
      any(v.states, INTERACTION_STATES) &&
      !v.states.includes('disabled') &&
      paints(v).edge !== base.edge,
  );

  const pairs: Draft[] = [];
  for (const v of views) {
    const exempt = exemption(element, v.states);
    const add = (kind: PairKind, fg: string, bg: string) => {
      if (latent(fg, bg) || fg === bg) return;
      const minimum = exempt ? 0 : MINIMUM[kind];
      pairs.push({
        component: element.component,
        element: element.name,
        state: stateLabel(v.states),
        kind,
        ...(exempt && {exempt}),
        minimum,
        fg,
        bg,
      });
    };
    const {colour, fill, edge} = paints(v);
    for (const surface of behind(v)) {
      const ownBg = fill && over(fill, surface);
      if (colour) add(textKind(v), colour, ownBg ?? surface);
      const hasText = colour !== undefined && !latent(colour, ownBg ?? surface);

      if (control) {
        const edgeCounts = edge !== undefined && edge !== DECORATIVE_EDGE;
        const ui = (paint: string) => add('ui', over(paint, surface), surface);
        if (edgeAnswers && edgeCounts) ui(edge);
        else if (!hasText) {
          if (edge) {
            if (edgeCounts) ui(edge);
          } else if (fill && !any(v.states, FEEDBACK_STATES)) ui(fill);
        } else if (any(v.states, LASTING_STATES)) {
          if (edgeCounts && edge !== base.edge) ui(edge);
          else if (fill && fill !== base.fill) ui(fill);
        }
      }

      if (any(v.states, FOCUS_STATES) && !v.states.includes('disabled')) {
        const line = outline(v.own, v.locals);
        if (line) add('focus', over(line.colour, surface), line.inset && ownBg ? ownBg : surface);
        const ring = rings(v.own, v.locals).outer;
        if (ring && ring !== base.edge) add('focus', over(ring, surface), surface);
      }
    }
  }
  return pairs;
}

/**
 * The contrast pairs of a set of component sheets. Each distinct pair of colours is listed once
 * per component, under the first element and state that shows it (sheet order, then source order),
 * so a state or variant that changes no colour adds nothing.
 */
export function extractPairs(sheets: Array<{component: string; css: string}>): ContrastPair[] {
  const rules = readSheets(sheets);
  const seen = new Set<string>();
  const ids = new Set<string>();
  const pairs: ContrastPair[] = [];
  for (const element of elementsOf(rules)) {
    const own = rulesFor(rules, element);
    const chain = ancestorsOf(element).map((ancestor) => rulesFor(rules, ancestor));
    for (const pair of elementPairs(element, own, chain)) {
      const key = [pair.component, pair.kind, pair.fg, pair.bg, pair.minimum].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      let id = `${pair.component}/${pair.element}/${pair.state}/${pair.kind}/${pair.bg}`;
      for (let n = 2; ids.has(id); n += 1) id = `${id}#${n}`;
      ids.add(id);
      pairs.push({id, ...pair});
    }
  }
  return pairs;
}
