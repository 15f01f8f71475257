import {createRef} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Breadcrumb, Breadcrumbs, type BreadcrumbsProps} from './Breadcrumbs';

function Trail(props: Partial<BreadcrumbsProps<object>>) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb id="home" href="/">
        Home
      </Breadcrumb>
      <Breadcrumb id="components" href="/docs/components">
        Components
      </Breadcrumb>
      <Breadcrumb id="breadcrumbs" href="/docs/components/breadcrumbs">
        Breadcrumbs
      </Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('should render a navigation landmark named "Breadcrumbs" holding an ordered list of links', () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', {name: 'Breadcrumbs'});
    expect(nav).toHaveClass('ui-Breadcrumbs');
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    // The name belongs to the landmark only, so it is not announced twice.
    expect(list).not.toHaveAttribute('aria-label');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', {name: 'Components'})).toHaveAttribute(
      'href',
      '/docs/components',
    );
  });

  it('should mark the last breadcrumb as the current page and only that one', () => {
    render(<Trail />);
    const current = screen.getByRole('link', {name: 'Breadcrumbs'});
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('aria-disabled', 'true');
    // Not a live link: a <span>, with no href left on it.
    expect(current.tagName).toBe('SPAN');
    expect(current).not.toHaveAttribute('href');
    expect(current.closest('li')).toHaveAttribute('data-current', 'true');
    expect(screen.getByRole('link', {name: 'Home'})).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', {name: 'Home'}).closest('li')).not.toHaveAttribute(
      'data-current',
    );
  });

  it('should draw a separator after every breadcrumb but the last, hidden from assistive tech', () => {
    const {container} = render(<Trail />);
    const separators = container.querySelectorAll('.ui-Breadcrumb-separator');
    expect(separators).toHaveLength(2);
    separators.forEach((separator) => expect(separator).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getByRole('link', {name: 'Breadcrumbs'}).closest('li')).not.toContainElement(
      separators[1] as HTMLElement,
    );
  });

  it('should support a custom landmark name', () => {
    render(<Trail aria-label="You are here" />);
    expect(screen.getByRole('navigation', {name: 'You are here'})).toBeInTheDocument();
  });

  it('should reach each link with Tab but not the current page, and show focus-visible', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Trail />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    const home = screen.getByRole('link', {name: 'Home'});
    expect(home).toHaveFocus();
    expect(home).toHaveAttribute('data-focus-visible', 'true');
    await user.tab();
    expect(screen.getByRole('link', {name: 'Components'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
  });

  it('should call onAction with the id of the breadcrumb pressed', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(
      <Breadcrumbs onAction={onAction}>
        <Breadcrumb id="home">Home</Breadcrumb>
        <Breadcrumb id="settings">Settings</Breadcrumb>
      </Breadcrumbs>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('home');
    await user.click(screen.getByRole('link', {name: 'Settings'}));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('should support a dynamic list of items', () => {
    const folders = [
      {id: 1, name: 'Documents', href: '/files/documents'},
      {id: 2, name: 'Invoices', href: '/files/documents/invoices'},
    ];
    render(
      <Breadcrumbs items={folders}>
        {(folder) => <Breadcrumb href={folder.href}>{folder.name}</Breadcrumb>}
      </Breadcrumbs>,
    );
    expect(screen.getByRole('link', {name: 'Documents'})).toHaveAttribute(
      'href',
      '/files/documents',
    );
    expect(screen.getByRole('link', {name: 'Invoices'})).toHaveAttribute('aria-current', 'page');
  });

  it('should expose the disabled state on the landmark and every link', () => {
    render(<Trail isDisabled />);
    expect(screen.getByRole('navigation', {name: 'Breadcrumbs'})).toHaveAttribute(
      'data-disabled',
      'true',
    );
    const home = screen.getByRole('link', {name: 'Home'});
    expect(home).toHaveAttribute('aria-disabled', 'true');
    expect(home).not.toHaveAttribute('href');
    expect(home.closest('li')).toHaveAttribute('data-disabled', 'true');
  });

  it('should forward the ref to the nav and merge class names', () => {
    const ref = createRef<HTMLElement>();
    render(<Trail ref={ref} className="mine" />);
    const nav = screen.getByRole('navigation', {name: 'Breadcrumbs'});
    expect(ref.current).toBe(nav);
    expect(nav).toHaveClass('ui-Breadcrumbs', 'mine');
    expect(screen.getByRole('link', {name: 'Home'}).closest('li')).toHaveClass('ui-Breadcrumb');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Trail />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
