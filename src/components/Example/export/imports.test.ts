import {importedPackages, packageName} from './imports';

describe('importedPackages', () => {
  it('should find every import form examples use, each package once', () => {
    const source = `import {Button} from '@tessera-ui/react';
import type {DateValue} from '@internationalized/date';
import {
  parseDate,
  today,
} from '@internationalized/date';
import {Switch} from "@tessera-ui/react/switch";
import React, {useState} from 'react';
import './local.css';
import '@tessera-ui/react/styles.css';
export {helper} from 'some-lib/helper';
const lazy = () => import('lazy-lib');
`;
    expect(importedPackages(source)).toEqual([
      '@tessera-ui/react',
      '@internationalized/date',
      'react',
      'some-lib',
      'lazy-lib',
    ]);
  });

  it('should not take words in text or code for imports', () => {
    expect(importedPackages(`const label = 'import this from there';\n<p>export it</p>`)).toEqual(
      [],
    );
  });
});

describe('packageName', () => {
  it.each([
    ['@tessera-ui/react/switch', '@tessera-ui/react'],
    ['react-dom/client', 'react-dom'],
    ['./Example', null],
    ['/abs/path', null],
    ['node:fs', null],
  ])('should map %j to %j', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});
