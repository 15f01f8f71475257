import {propsDeclarations} from './props';

describe('propsDeclarations', () => {
  it('should take every *Props interface and type with its doc comment', () => {
    const source = [
      "import type {Ref} from 'react';",
      '',
      '/** Own props. */',
      'interface ButtonOwnProps extends RACButtonProps {',
      "  /** Visual emphasis. @default 'primary' */",
      '  variant?: ButtonVariant;',
      '}',
      '',
      'export type ButtonProps = ButtonOwnProps &',
      '  (IconOnly | {isIconOnly?: false});',
      '',
      'export function Button() {}',
    ].join('\n');
    expect(propsDeclarations(source)).toEqual([
      "/** Own props. */\ninterface ButtonOwnProps extends RACButtonProps {\n  /** Visual emphasis. @default 'primary' */\n  variant?: ButtonVariant;\n}",
      'export type ButtonProps = ButtonOwnProps &\n  (IconOnly | {isIconOnly?: false});',
    ]);
  });
});
