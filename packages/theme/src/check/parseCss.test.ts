import {parseCss} from './parseCss';

describe('parseCss', () => {
  it('should read selectors and declarations in source order', () => {
    expect(
      parseCss(`/* a comment { } */
.a, .b[data-x='1'] { color: red; --ui-bg: var(--tessera-bg, #fff) }
.c:is([data-a], [data-b]) .d { background : color-mix(in oklab, var(--a), var(--b) 7%) !important; }`),
    ).toEqual([
      {
        selectors: ['.a', ".b[data-x='1']"],
        declarations: [
          ['color', 'red'],
          ['--ui-bg', 'var(--tessera-bg, #fff)'],
        ],
      },
      {
        selectors: ['.c:is([data-a], [data-b]) .d'],
        declarations: [['background', 'color-mix(in oklab, var(--a), var(--b) 7%)']],
      },
    ]);
  });

  it('should skip @media and @keyframes blocks whole', () => {
    expect(
      parseCss(`@media (forced-colors: active) { .a { color: CanvasText; } }
@keyframes spin { from { opacity: 0 } to { opacity: 1 } }
.b { color: blue; }`),
    ).toEqual([{selectors: ['.b'], declarations: [['color', 'blue']]}]);
  });

  it('should throw on an unclosed block', () => {
    expect(() => parseCss('.a { color: red;')).toThrow('Unclosed "{" at offset 3.');
  });

  it('should throw on a stray closing brace, naming the line', () => {
    expect(() => parseCss('.a { color: red; }\n}')).toThrow('Unexpected "}" at line 2.');
  });
});
