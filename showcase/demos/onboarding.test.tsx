import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import Onboarding from './onboarding';
import {expectNoConsoleErrors} from '../test-utils';

describe('onboarding showcase', () => {
  expectNoConsoleErrors();

  it('should list each step with an icon, a title and a subtitle', () => {
    const {container} = render(<Onboarding />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(container.querySelectorAll('img[src^="data:image/svg+xml"]')).toHaveLength(4);
    expect(screen.getByRole('checkbox', {name: 'Invite your team'})).toHaveAccessibleDescription(
      'Teams plan: up to 10 teammates.',
    );
  });

  it('should count the steps done', async () => {
    const user = userEvent.setup();
    render(<Onboarding />);
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', {name: 'Install the package'}));
    expect(screen.getByText('2 of 4 done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Start over'}));
    expect(screen.getByText('0 of 4 done')).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Onboarding />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
