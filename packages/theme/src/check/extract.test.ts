import {extractPairs} from './extract';

const pick = (css: string, component = 'Thing') =>
  extractPairs([{component, css}]).map(({element, state, kind, fg, bg, minimum, exempt}) =>
    [element, state, kind, fg, bg, minimum, exempt ?? ''].join(' | '),
  );

describe('extractPairs', () => {
  it('should merge base, variant and state rules and resolve local custom properties', () => {
    expect(
      pick(`
.ui-Button { --ui-button-bg: var(--tessera-accent); --ui-button-fg: var(--tessera-fg-on-accent);
  background: var(--ui-button-bg); color: var(--ui-button-fg); }
.ui-Button[data-variant='secondary'] { --ui-button-bg: var(--tessera-surface-muted); --ui-button-fg: var(--tessera-fg); }
.ui-Button[data-variant='secondary'][data-hovered] {
  --ui-button-bg: color-mix(in oklab, var(--tessera-surface-muted), var(--tessera-fg) 7%); }
.ui-Button[data-disabled] { opacity: 0.5; }`),
    ).toEqual([
      '.ui-Button | default | text | var(--tessera-fg-on-accent) | var(--tessera-accent) | 4.5 | ',
      // A disabled state is listed, exempt, even when its colours are the default's.
      '.ui-Button | disabled | text | var(--tessera-fg-on-accent) | var(--tessera-accent) | 0 | disabled',
      ".ui-Button[data-variant='secondary'] | default | text | var(--tessera-fg) | var(--tessera-surface-muted) | 4.5 | ",
      ".ui-Button[data-variant='secondary'] | hover | text | var(--tessera-fg) | color-mix(in oklab, var(--tessera-surface-muted), var(--tessera-fg) 7%) | 4.5 | ",
      ".ui-Button[data-variant='secondary'] | disabled | text | var(--tessera-fg) | var(--tessera-surface-muted) | 0 | disabled",
    ]);
  });

  it('should check text without a background against both ends of the page surfaces', () => {
    expect(pick('.ui-Hint { color: var(--tessera-fg-muted); }')).toEqual([
      '.ui-Hint | default | text | var(--tessera-fg-muted) | var(--tessera-bg) | 4.5 | ',
      '.ui-Hint | default | text | var(--tessera-fg-muted) | var(--tessera-surface-raised) | 4.5 | ',
    ]);
  });

  it('should list placeholder and disabled text as exempt', () => {
    expect(
      pick(`.ui-Field { background: var(--tessera-surface); color: var(--tessera-fg); }
.ui-Field::placeholder { color: var(--tessera-fg-muted); }
.ui-Field[data-disabled] { color: var(--tessera-border-strong); }`),
    ).toEqual([
      '.ui-Field | default | text | var(--tessera-fg) | var(--tessera-surface) | 4.5 | ',
      '.ui-Field | disabled | text | var(--tessera-border-strong) | var(--tessera-surface) | 0 | disabled',
      '.ui-Field::placeholder | default | text | var(--tessera-fg-muted) | var(--tessera-bg) | 0 | placeholder',
      '.ui-Field::placeholder | default | text | var(--tessera-fg-muted) | var(--tessera-surface-raised) | 0 | placeholder',
    ]);
  });

  it('should check a field edge that answers hover in every state, and the focus ring', () => {
    expect(
      pick(`.ui-Box { border: 1px solid var(--tessera-border-strong); }
.ui-Box[data-hovered] { border-color: var(--tessera-fg-muted); }
.ui-Box[data-focus-visible] { outline: 2px solid var(--tessera-focus-ring); outline-offset: 2px; }`).filter(
        (pair) => pair.includes('var(--tessera-bg)'),
      ),
    ).toEqual([
      '.ui-Box | default | ui | var(--tessera-border-strong) | var(--tessera-bg) | 3 | ',
      '.ui-Box | hover | ui | var(--tessera-fg-muted) | var(--tessera-bg) | 3 | ',
      '.ui-Box | focus-visible | focus | var(--tessera-focus-ring) | var(--tessera-bg) | 3 | ',
    ]);
  });

  it('should not check decorative borders, hover fills of text controls or latent on-fill colours', () => {
    expect(
      pick(`.ui-Card { border: 1px solid var(--tessera-border); background: var(--tessera-surface); color: var(--tessera-fg); }
.ui-Item { color: var(--tessera-fg); }
.ui-Item[data-hovered] { background: var(--tessera-surface-muted); }
.ui-Tick { background: var(--tessera-surface); color: var(--tessera-fg-on-accent); border: 1px solid var(--tessera-border-strong); }
.ui-Tick[data-selected] { background: var(--tessera-accent); border-color: var(--tessera-accent); }`).filter(
        (pair) => !pair.includes('surface-raised'),
      ),
    ).toEqual([
      '.ui-Card | default | text | var(--tessera-fg) | var(--tessera-surface) | 4.5 | ',
      '.ui-Item | default | text | var(--tessera-fg) | var(--tessera-bg) | 4.5 | ',
      '.ui-Item | hover | text | var(--tessera-fg) | var(--tessera-surface-muted) | 4.5 | ',
      '.ui-Tick | default | ui | var(--tessera-border-strong) | var(--tessera-bg) | 3 | ',
      '.ui-Tick | selected | text | var(--tessera-fg-on-accent) | var(--tessera-accent) | 4.5 | ',
      '.ui-Tick | selected | ui | var(--tessera-accent) | var(--tessera-bg) | 3 | ',
    ]);
  });

  it('should hold large text to 3:1', () => {
    expect(
      pick(`.ui-Title { color: var(--tessera-fg-muted); font-size: var(--tessera-font-size-2xl); background: var(--tessera-surface); }
.ui-Lead { color: var(--tessera-fg-muted); font-size: var(--tessera-font-size-xl); font-weight: var(--tessera-font-weight-bold); background: var(--tessera-bg); }
.ui-Small { color: var(--tessera-fg-muted); font-size: var(--tessera-font-size-xl); background: var(--tessera-surface); }`),
    ).toEqual([
      '.ui-Title | default | large-text | var(--tessera-fg-muted) | var(--tessera-surface) | 3 | ',
      '.ui-Lead | default | large-text | var(--tessera-fg-muted) | var(--tessera-bg) | 3 | ',
      '.ui-Small | default | text | var(--tessera-fg-muted) | var(--tessera-surface) | 4.5 | ',
    ]);
  });

  it('should read the surface from an ancestor named in the selector', () => {
    expect(
      pick(`.ui-Card[data-selected] { background: var(--tessera-accent-subtle); }
.ui-Card .ui-Card-title { color: var(--tessera-accent-text); }`).filter((pair) =>
        pair.includes('selected | text'),
      ),
    ).toEqual([
      '.ui-Card .ui-Card-title | selected | text | var(--tessera-accent-text) | var(--tessera-accent-subtle) | 4.5 | ',
    ]);
  });

  it('should composite a mix with transparent over the surface', () => {
    expect(
      pick(`.ui-X { color: var(--tessera-fg); }
.ui-X[data-hovered] { background: color-mix(in oklab, transparent, var(--tessera-fg) 8%); }`).filter(
        (pair) => pair.includes('hover'),
      ),
    ).toEqual([
      '.ui-X | hover | text | var(--tessera-fg) | color-mix(in srgb, var(--tessera-bg), var(--tessera-fg) 8%) | 4.5 | ',
      '.ui-X | hover | text | var(--tessera-fg) | color-mix(in srgb, var(--tessera-surface-raised), var(--tessera-fg) 8%) | 4.5 | ',
    ]);
  });

  it('should name the component whose sheet cannot be read', () => {
    expect(() => extractPairs([{component: 'Broken', css: '.a { color: red;'}])).toThrow(
      'The Broken stylesheet could not be read.',
    );
  });
});
