import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import TeamMembers from './team-members';
import {expectNoConsoleErrors} from '../test-utils';

describe('team members showcase', () => {
  expectNoConsoleErrors();

  it('should list members with their role', () => {
    render(<TeamMembers />);
    const members = within(screen.getByRole('list', {name: 'Team members'})).getAllByRole(
      'listitem',
    );
    expect(members).toHaveLength(4);
    expect(members[3]).toHaveTextContent('Katherine Johnson');
    expect(members[3]).toHaveTextContent('Invited');
  });

  it('should run an action from a member menu', async () => {
    const user = userEvent.setup();
    render(<TeamMembers />);
    await user.click(screen.getByRole('button', {name: 'Actions for Grace Hopper'}));
    expect(screen.getByRole('menuitem', {name: 'Resend invite'})).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', {name: 'Change role'}));
    expect(await screen.findByText('Change role: Grace Hopper')).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<TeamMembers />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
