import {createElement, type ReactNode} from 'react';
import type {TemplateChild} from './types';

/**
 * The sample tree as React elements: a capitalised type is the library's component of that name
 * (from `scope`, the entry points the page loaded), any other an HTML element.
 */
export function renderTemplate(node: TemplateChild, scope: Record<string, unknown>): ReactNode {
  if (typeof node === 'string') return node;
  const [type, attributes, ...children] = node;
  const component = /^[A-Z]/.test(type) ? scope[type] : type;
  if (component === undefined) throw new Error(`<${type}> is not in the playground's components.`);
  return createElement(
    component as string,
    attributes,
    ...children.map((child) => renderTemplate(child, scope)),
  );
}
