import {findRelatedComponents, findRelatedShowcases} from './related';
import type {RelatedCardsData} from '../types';

const component = (name: string, related: string[]) => ({
  name,
  title: name,
  description: `${name} description`,
  category: 'Forms',
  href: `/docs/components/${name}`,
  related,
});
const DATA: RelatedCardsData = {
  components: [
    component('form', ['button', 'text-field']),
    component('button', ['form']),
    component('text-field', ['form']),
    component('tabs', ['form']),
  ],
  showcases: [
    {
      name: 'login-card',
      title: 'Login',
      description: '',
      category: 'Account',
      components: ['form', 'button'],
      permalink: '/showcase/login-card',
    },
    {
      name: 'settings',
      title: 'Settings',
      description: '',
      category: 'Account',
      components: ['tabs', 'button'],
      permalink: '/showcase/settings',
    },
  ],
};

describe('findRelatedShowcases', () => {
  it('should list the showcases that use the component', () => {
    expect(findRelatedShowcases(DATA, 'button').map((s) => s.name)).toEqual([
      'login-card',
      'settings',
    ]);
    expect(findRelatedShowcases(DATA, 'tabs').map((s) => s.name)).toEqual(['settings']);
    expect(findRelatedShowcases(DATA, 'text-field')).toEqual([]);
  });

  it('should accept a loosely written name', () => {
    expect(findRelatedShowcases(DATA, 'TextField')).toEqual([]);
    expect(findRelatedShowcases(DATA, 'Tabs').map((s) => s.name)).toEqual(['settings']);
  });

  it('should throw with a suggestion for an unknown component', () => {
    expect(() => findRelatedShowcases(DATA, 'tabz')).toThrowErrorMatchingInlineSnapshot(
      `"<RelatedShowcases component="tabz"> names an unknown component. Did you mean "tabs"? Use a name from showcase/components.json."`,
    );
  });
});

describe('findRelatedComponents', () => {
  it('should return the related components in catalogue order of the relation', () => {
    expect(findRelatedComponents(DATA, 'form').map((c) => c.href)).toEqual([
      '/docs/components/button',
      '/docs/components/text-field',
    ]);
  });

  it('should throw for an unknown component', () => {
    expect(() => findRelatedComponents(DATA, 'carousel')).toThrowErrorMatchingInlineSnapshot(
      `"<RelatedComponents component="carousel"> names an unknown component. Use a name from showcase/components.json."`,
    );
  });
});
