import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import PlanPicker from './plan-picker';
import {expectNoConsoleErrors} from '../test-utils';

describe('plan picker showcase', () => {
  expectNoConsoleErrors();
  beforeEach(() => window.localStorage.clear());

  it('should offer Starter, Pro and Teams, Teams for up to 10 teammates', () => {
    render(<PlanPicker />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'starter',
      'pro',
      'teams',
    ]);
    expect(screen.getByText(/Teams: up to 10 teammates/)).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: /Starter/})).toBeChecked();
  });

  it('should remember the last chosen plan across visits', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<PlanPicker />);
    await user.click(screen.getByRole('radio', {name: /Teams/}));
    expect(screen.getByRole('button', {name: 'Continue with Teams'})).toBeInTheDocument();
    unmount();

    render(<PlanPicker />);
    expect(screen.getByRole('radio', {name: /Teams/})).toBeChecked();
  });

  it('should ignore a stored value that is not a plan', () => {
    window.localStorage.setItem('tessera-showcase-plan', 'enterprise');
    render(<PlanPicker />);
    expect(screen.getByRole('radio', {name: /Starter/})).toBeChecked();
  });

  it('should render on the server without touching localStorage', () => {
    window.localStorage.setItem('tessera-showcase-plan', 'pro');
    const html = renderToString(<PlanPicker />);
    expect(html.replace(/<!-- -->/g, '')).toContain('Continue with Starter');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<PlanPicker />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
