import type {PrismTheme} from 'prism-react-renderer';

// Code colours chosen for WCAG 2.2 AA (4.5:1) against the code background, including highlighted
// lines; the stock Prism themes fall to 3:1 on several token types.
function theme(background: string, palette: Record<string, string>): PrismTheme {
  const style = (types: string[], color: string, fontStyle?: 'italic') => ({
    types,
    style: fontStyle ? {color, fontStyle} : {color},
  });
  return {
    plain: {color: palette.plain, backgroundColor: background},
    styles: [
      style(['comment', 'prolog', 'doctype', 'cdata'], palette.comment!, 'italic'),
      style(['keyword', 'selector', 'important', 'atrule', 'rule'], palette.keyword!),
      style(['string', 'char', 'attr-value', 'inserted', 'regex', 'url'], palette.string!),
      style(['function', 'class-name', 'maybe-class-name'], palette.function!),
      style(['tag', 'deleted', 'builtin'], palette.tag!),
      style(['attr-name', 'property', 'number', 'boolean', 'constant', 'symbol'], palette.number!),
      style(['variable', 'parameter', 'entity'], palette.variable!),
      style(['operator', 'punctuation'], palette.plain!),
    ],
  };
}

export const lightCodeTheme = theme('#f6f8fa', {
  plain: '#24292f',
  comment: '#57606a',
  keyword: '#b31d28',
  string: '#0a3069',
  function: '#6f42c1',
  tag: '#116329',
  number: '#0550ae',
  variable: '#953800',
});

export const darkCodeTheme = theme('#161b22', {
  plain: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  function: '#d2a8ff',
  tag: '#7ee787',
  number: '#79c0ff',
  variable: '#ffa657',
});

/** Prism languages beyond prism-react-renderer's set (themeConfig.prism.additionalLanguages). */
export const additionalLanguages = ['bash'];
