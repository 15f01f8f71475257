import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Link} from './Link';

describe('Link', () => {
  it('should render an inline link by default', () => {
    render(<Link href="/docs">Read the docs</Link>);
    const link = screen.getByRole('link', {name: 'Read the docs'});
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).toHaveClass('ui-Link');
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('data-external');
  });

  it('should support the standalone variant', () => {
    render(
      <Link href="/docs" variant="standalone">
        All components
      </Link>,
    );
    expect(screen.getByRole('link', {name: 'All components'})).toHaveAttribute(
      'data-variant',
      'standalone',
    );
  });

  it('should mark an external link with a new tab, safe rel, icon and hidden notice', () => {
    render(
      <Link href="https://react-spectrum.adobe.com" isExternal>
        React Aria
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'React Aria (opens in a new tab)'});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-external', 'true');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('should treat target="_blank" as external unless told otherwise', () => {
    render(
      <>
        <Link href="https://a.example" target="_blank">
          A
        </Link>
        <Link href="https://b.example" target="_blank" isExternal={false}>
          B
        </Link>
      </>,
    );
    expect(screen.getByRole('link', {name: 'A (opens in a new tab)'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'B'})).not.toHaveAttribute('data-external');
  });

  it('should be reachable with Tab and fire onPress with Enter', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Link onPress={onPress}>Open details</Link>);
    await user.tab();
    const link = screen.getByRole('link', {name: 'Open details'});
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('should expose the disabled state', () => {
    render(
      <Link href="/x" isDisabled>
        Archived
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'Archived'});
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('data-disabled', 'true');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <p>
        See <Link href="/docs">the docs</Link> or{' '}
        <Link href="https://github.com" isExternal>
          GitHub
        </Link>
        .
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
