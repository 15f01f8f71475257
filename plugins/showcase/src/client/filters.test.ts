import {categoriesOf, filterShowcases, filtersToSearch, parseFilters} from './filters';
import type {ShowcaseCardData} from '../types';

const card = (name: string, category: string, components: string[]): ShowcaseCardData => ({
  name,
  title: name,
  description: '',
  category,
  components,
  permalink: `/showcase/${name}`,
});
const SHOWCASES = [
  card('login-card', 'Account', ['form', 'text-field', 'button']),
  card('plan-picker', 'Commerce', ['radio-group', 'button']),
  card('checkout', 'Commerce', ['radio-group', 'form']),
  card('team-members', 'Team spaces', ['avatar']),
];
const KNOWN = {
  categories: categoriesOf(SHOWCASES),
  components: ['form', 'text-field', 'button', 'radio-group', 'avatar'],
};

describe('parseFilters', () => {
  it('should read the category and component', () => {
    expect(parseFilters('?category=commerce&component=form', KNOWN)).toEqual({
      category: 'commerce',
      component: 'form',
    });
  });

  it('should slug multi-word categories', () => {
    expect(parseFilters('?category=team-spaces', KNOWN)).toEqual({
      category: 'team-spaces',
      component: undefined,
    });
  });

  it('should ignore values that match nothing', () => {
    expect(parseFilters('?category=games&component=carousel', KNOWN)).toEqual({
      category: undefined,
      component: undefined,
    });
  });
});

describe('filtersToSearch', () => {
  it('should write the filters and keep other parameters', () => {
    expect(
      filtersToSearch({category: 'commerce', component: 'form'}, '?utm=x&category=account'),
    ).toBe('?utm=x&category=commerce&component=form');
  });

  it('should drop cleared filters, and the "?" when nothing is left', () => {
    expect(filtersToSearch({}, '?category=commerce')).toBe('');
    expect(filtersToSearch({component: 'form'}, '?category=commerce')).toBe('?component=form');
  });
});

describe('filterShowcases', () => {
  const names = (filters: Parameters<typeof filterShowcases>[1]) =>
    filterShowcases(SHOWCASES, filters).map((s) => s.name);

  it('should keep everything without filters', () => {
    expect(names({})).toEqual(['login-card', 'plan-picker', 'checkout', 'team-members']);
  });

  it('should filter by category, by component and by both', () => {
    expect(names({category: 'commerce'})).toEqual(['plan-picker', 'checkout']);
    expect(names({component: 'form'})).toEqual(['login-card', 'checkout']);
    expect(names({category: 'commerce', component: 'form'})).toEqual(['checkout']);
    expect(names({category: 'account', component: 'radio-group'})).toEqual([]);
  });
});
