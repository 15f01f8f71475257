import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Divider, Separator} from './Separator';

describe('Separator', () => {
  it('should render a horizontal separator as an hr by default', () => {
    render(<Separator />);
    const separator = screen.getByRole('separator');
    expect(separator.tagName).toBe('HR');
    expect(separator).toHaveClass('ui-Separator');
    expect(separator).toHaveAttribute('data-orientation', 'horizontal');
  });

  it('should support a vertical separator with aria-orientation', () => {
    render(<Separator orientation="vertical" className="mine" />);
    const separator = screen.getByRole('separator');
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    expect(separator).toHaveAttribute('data-orientation', 'vertical');
    expect(separator).toHaveClass('ui-Separator', 'mine');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <p>Above</p>
        <Separator />
        <p>Below</p>
        <Separator orientation="vertical" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should still render under its 1.x name, Divider', () => {
    render(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveClass('ui-Separator');
    expect(screen.getByRole('separator')).toHaveAttribute('data-orientation', 'vertical');
  });
});
