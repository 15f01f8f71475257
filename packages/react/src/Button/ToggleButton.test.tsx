import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {ToggleButton} from './ToggleButton';

describe('ToggleButton', () => {
  it('should toggle aria-pressed and data-selected when uncontrolled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleButton onChange={onChange}>Bold</ToggleButton>);
    const button = screen.getByRole('button', {name: 'Bold'});
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('should support the Follow / Following demo as a controlled toggle', async () => {
    const user = userEvent.setup();
    function Follow() {
      const [following, setFollowing] = useState(false);
      return (
        <ToggleButton isSelected={following} onChange={setFollowing}>
          {following ? 'Following' : 'Follow'}
        </ToggleButton>
      );
    }
    render(<Follow />);
    await user.click(screen.getByRole('button', {name: 'Follow'}));
    expect(screen.getByRole('button', {name: 'Following'})).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', {name: 'Follow'})).toHaveAttribute('aria-pressed', 'false');
  });

  it('should support render-prop children with the selection state', async () => {
    const user = userEvent.setup();
    render(
      <ToggleButton defaultSelected>{({isSelected}) => (isSelected ? 'On' : 'Off')}</ToggleButton>,
    );
    await user.click(screen.getByRole('button', {name: 'On'}));
    expect(screen.getByRole('button', {name: 'Off'})).toBeInTheDocument();
  });

  it('should not toggle when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ToggleButton isDisabled onChange={onChange}>
        Pin
      </ToggleButton>,
    );
    await user.click(screen.getByRole('button', {name: 'Pin'}));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: 'Pin'})).toHaveAttribute('data-disabled', 'true');
  });

  it('should render on the server with aria-pressed', () => {
    expect(renderToString(<ToggleButton defaultSelected>Follow</ToggleButton>)).toContain(
      'aria-pressed="true"',
    );
  });

  it('should have no axe violations', async () => {
    const {container} = render(<ToggleButton defaultSelected>Following</ToggleButton>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
