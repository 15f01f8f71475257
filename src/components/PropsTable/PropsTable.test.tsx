import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import PropsTable from '.';
import {DOM_ATTRIBUTES, type PagePropsData, type PropsData} from './types';
import {SEARCH_ENTRIES_ATTRIBUTE, parseSearchEntries} from './searchEntries';

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

  it("should name a folded group's props, and build its rows only when a reader opens it", async () => {
    const user = userEvent.setup();
    renderTable();
    const group = screen.getByText('Inherited from react-aria-components (1)').closest('details')!;
    expect(group.querySelector('[data-prop-names]')).toHaveTextContent('isPending');
    expect(within(group).queryByRole('table', {hidden: true})).toBeNull();

    await user.click(screen.getByText('Inherited from react-aria-components (1)'));
    expect(
      within(group).getByRole('table', {name: 'Button props inherited from react-aria-components'}),
    ).toBeVisible();
  });

  it('should say in words when a prop arrived, released or not', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.getByRole('rowheader', {name: 'badge New in 3.0'})).toBeInTheDocument();
    await user.click(screen.getByText('Inherited from react-aria-components (1)'));
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

  const searchEntries = (container: HTMLElement) =>
    parseSearchEntries(
      container.querySelector(`script[${SEARCH_ENTRIES_ATTRIBUTE}]`)?.textContent ?? '',
    );

  it('should give each row an anchor and the search index an entry that links to it', () => {
    const {container} = renderTable();
    const row = screen.getByRole('rowheader', {name: /isLoading/}).closest('tr');
    expect(row).toHaveAttribute('id', 'prop-Button-isLoading');
    expect(row).not.toHaveTextContent('(Button)');
    expect(screen.queryByRole('heading', {name: /isLoading/})).not.toBeInTheDocument();
    // The folded group's rows come when it opens; the index has its entries already.
    expect(container.querySelectorAll('tr[id]')).toHaveLength(3);
    expect(container.querySelectorAll(`script[${SEARCH_ENTRIES_ATTRIBUTE}]`)).toHaveLength(1);
    expect(searchEntries(container)).toHaveLength(4);
    expect(searchEntries(container)).toContainEqual({
      title: 'isLoading (Button)',
      anchor: 'prop-Button-isLoading',
    });
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
    expect(searchEntries(container).map((entry) => entry.title)).toEqual([
      'badge (Card)',
      'isLoading (Card)',
      'variant (Card)',
      'isPending (Card)',
    ]);
  });
});
