import {applyValues, generateCode, generateTokens, tokensToText} from './codegen';
import type {PlaygroundData} from './types';

const button: PlaygroundData = {
  component: 'Button',
  props: [
    {
      name: 'variant',
      control: {kind: 'segmented', options: ['primary', 'secondary']},
      defaultValue: 'primary',
    },
    {name: 'size', control: {kind: 'segmented', options: ['sm', 'md']}, defaultValue: 'md'},
    {name: 'isDisabled', control: {kind: 'switch'}},
    {name: 'isIconOnly', control: {kind: 'switch'}, defaultValue: false},
  ],
  children: 'Publish post',
  template: ['Button', {}],
  imports: ['Button'],
};

describe('generateCode', () => {
  it('should leave out every prop at its default', () => {
    const code = generateCode(button, {
      variant: 'primary',
      size: 'md',
      isDisabled: false,
      children: 'Publish post',
    });
    expect(code).toBe(
      [
        "import {Button} from '@tessera-ui/react';",
        '',
        'export default function ButtonExample() {',
        '  return <Button>Publish post</Button>;',
        '}',
      ].join('\n'),
    );
  });

  it('should write a prop set away from its default, a true boolean by its name alone', () => {
    const code = generateCode(button, {
      variant: 'secondary',
      size: 'md',
      isDisabled: true,
      children: 'Save',
    });
    expect(code).toContain('  return <Button variant="secondary" isDisabled>Save</Button>;');
  });

  it('should write false for a boolean whose default is true, and numbers as expressions', () => {
    const data: PlaygroundData = {
      component: 'Tooltip',
      props: [
        {name: 'showArrow', control: {kind: 'switch'}, defaultValue: true},
        {name: 'offset', control: {kind: 'number'}, defaultValue: 8},
      ],
      template: ['Tooltip', {}, 'Save'],
      imports: ['Tooltip'],
    };
    expect(generateCode(data, {showArrow: false, offset: 12})).toContain(
      '<Tooltip showArrow={false} offset={12}>Save</Tooltip>',
    );
  });

  it('should keep the template around the component and its fixed attributes before the controlled ones', () => {
    const data: PlaygroundData = {
      component: 'Select',
      props: [
        {name: 'size', control: {kind: 'segmented', options: ['sm', 'md']}, defaultValue: 'md'},
      ],
      template: [
        'Select',
        {label: 'Country'},
        ['SelectItem', {id: 'ca'}, 'Canada'],
        ['SelectItem', {id: 'fr'}, 'France'],
      ],
      imports: ['Select', 'SelectItem'],
    };
    expect(generateCode(data, {size: 'sm'})).toBe(
      [
        "import {Select, SelectItem} from '@tessera-ui/react';",
        '',
        'export default function SelectExample() {',
        '  return (',
        '    <Select label="Country" size="sm">',
        '      <SelectItem id="ca">Canada</SelectItem>',
        '      <SelectItem id="fr">France</SelectItem>',
        '    </Select>',
        '  );',
        '}',
      ].join('\n'),
    );
  });

  it('should quote text and values that JSX cannot hold as they are', () => {
    const code = generateCode(button, {variant: 'primary', size: 'md', children: 'Save {draft}'});
    expect(code).toContain('<Button>{"Save {draft}"}</Button>');
    const label: PlaygroundData = {
      component: 'TextField',
      props: [{name: 'label', control: {kind: 'text'}}],
      template: ['TextField', {}],
      imports: ['TextField'],
    };
    expect(generateCode(label, {label: 'Say "hi"'})).toContain(
      '<TextField label={"Say \\"hi\\""} />',
    );
  });

  it('should leave out an emptied text prop and empty children', () => {
    expect(generateCode(button, {variant: 'primary', size: 'md', children: ''})).toContain(
      'return <Button />;',
    );
  });
});

describe('generateTokens', () => {
  it('should spell the generated code and type its parts as the highlighter does', () => {
    const values = {variant: 'secondary', children: 'Publish post'};
    const lines = generateTokens(button, values);
    expect(tokensToText(lines)).toBe(generateCode(button, values));
    const tokens = lines.flat();
    expect(tokens.find((token) => token.content === 'import')?.types).toEqual(['keyword']);
    expect(tokens.find((token) => token.content === 'variant')?.types).toEqual([
      'tag',
      'attr-name',
    ]);
    expect(tokens.find((token) => token.content === "'@tessera-ui/react'")?.types).toEqual([
      'string',
    ]);
  });
});

describe('applyValues', () => {
  it('should set the props on the first element of the component only', () => {
    const data: PlaygroundData = {
      component: 'Button',
      props: [{name: 'isDisabled', control: {kind: 'switch'}}],
      template: ['div', {}, ['Button', {}, 'One'], ['Button', {}, 'Two']],
      imports: ['Button'],
    };
    expect(applyValues(data, {isDisabled: true})).toEqual([
      'div',
      {},
      ['Button', {isDisabled: true}, 'One'],
      ['Button', {}, 'Two'],
    ]);
  });
});
