import {render, screen, within} from '@testing-library/react';
import {axe} from 'jest-axe';
import PropsTable from '.';
import {DOM_ATTRIBUTES, type PagePropsData, type PropsData} from './types';

const data: PropsData = {
  component: 'Button',
  description: 'Triggers an action.',
  since: '2.0',
  own: [
    {
      name: 'badge',
      type: 'number',
      description: 'Count after the label.',
      required: false,
      since: '3.0',
      isNew: true,
    },
    {
      name: 'isLoading',
      type: 'boolean',
      description: "1.x's name for `isPending`.",
      required: false,
      deprecated: 'Use `isPending` instead.',
    },
    {name: 'variant', type: '"primary"', description: 'Emphasis.', required: false},
  ],
  inherited: [
    {
      source: 'react-aria-components',
      props: [
        {name: 'isPending', type: 'boolean', description: 'Busy.', required: false, since: '2.0'},
      ],
    },
  ],
};

describe('PropsTable', () => {
  const renderTable = () => render(<PropsTable component="Button" data={JSON.stringify(data)} />);

  it('should say in words when a prop arrived, released or not', () => {
    renderTable();
    expect(screen.getByRole('rowheader', {name: 'badge New in 3.0'})).toBeInTheDocument();
    const inherited = screen.getByRole('table', {
      name: 'Button props inherited from react-aria-components',
      hidden: true,
    });
    expect(
      within(inherited).getByRole('rowheader', {name: 'isPending Since 2.0', hidden: true}),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', {name: 'variant'})).toBeInTheDocument();
  });

  it('should strike a deprecated prop, say Deprecated and what to use instead', () => {
    renderTable();
    const header = screen.getByRole('rowheader', {name: 'isLoading Deprecated'});
    expect(header.querySelector('s')).toHaveTextContent('isLoading');
    const row = header.closest('tr')!;
    expect(row).toHaveTextContent("Deprecated. Use isPending instead. 1.x's name for isPending.");
  });

  it('should say when the component arrived after the first of its module', () => {
    renderTable();
    expect(screen.getByText(/is available since/).textContent).toBe(
      'Button is available since 2.0.',
    );
  });

  it('should have no axe violations', async () => {
    const {container} = renderTable();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should give each row an anchor and an index-only heading that links to it', () => {
    const {container} = renderTable();
    const row = screen.getByRole('rowheader', {name: /isLoading/}).closest('tr');
    expect(row).toHaveAttribute('id', 'prop-Button-isLoading');
    expect(row).not.toHaveTextContent('(Button)');
    const entries = container.querySelector('[data-search-entries]');
    expect(entries).not.toBeVisible();
    const entry = [...(entries?.querySelectorAll('h3') ?? [])].find((h) =>
      h.textContent?.startsWith('isLoading (Button)'),
    );
    expect(entry?.querySelector('a.hash-link')).toHaveAttribute('href', '#prop-Button-isLoading');
    expect(screen.queryByRole('heading', {name: /isLoading/})).not.toBeInTheDocument();
    expect(container.querySelectorAll('tr[id]')).toHaveLength(4);
    expect(entries?.parentElement?.querySelectorAll('[data-search-entries] h3')).toHaveLength(4);
  });

  it("should name React's DOM attributes in one line, with no table, row or search entry for them", () => {
    const withDom: PagePropsData = {
      ...data,
      inherited: [
        ...data.inherited,
        {source: DOM_ATTRIBUTES, names: ['accessKey', 'id', 'onClick']},
      ],
    };
    const {container} = render(<PropsTable component="Card" data={JSON.stringify(withDom)} />);
    const group = screen.getByText('Inherited from DOM attributes (3)').closest('details')!;
    expect(group).toHaveTextContent(
      'Card passes the standard attributes of the element it renders through to it, typed by ' +
        "React and described in React's reference for common components:accessKey, id, onClick",
    );
    expect(within(group).getByRole('link', {hidden: true})).toHaveAttribute(
      'href',
      'https://react.dev/reference/react-dom/components/common',
    );
    expect(within(group).queryByRole('table', {hidden: true})).toBeNull();
    expect(container.querySelector('[id$="-onClick"]')).toBeNull();
    const entries = [...container.querySelectorAll('[data-search-entries] h3')];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'badge (Card)#',
      'isLoading (Card)#',
      'variant (Card)#',
      'isPending (Card)#',
    ]);
  });
});
