import {render, screen} from '@testing-library/react';
import ComposedDescription from './composed';
import DescriptionsOnControls from './on-controls';

describe('description examples', () => {
  it('should describe a composed input through aria-describedby', () => {
    render(<ComposedDescription />);
    expect(screen.getByRole('textbox', {name: 'Team handle'})).toHaveAccessibleDescription(
      'Shown in mentions, like @design-team.',
    );
  });

  it('should describe checkboxes, switches, radio groups and their options', () => {
    render(<DescriptionsOnControls />);
    expect(screen.getByRole('checkbox', {name: 'Remember me'})).toHaveAccessibleDescription(
      'Keeps you signed in for 30 days on this device.',
    );
    expect(screen.getByRole('switch', {name: 'Invisible mode'})).toHaveAccessibleDescription(
      'Hides your status from people outside your team.',
    );
    expect(screen.getByRole('radiogroup', {name: 'Backups'})).toHaveAccessibleDescription(
      'Applies to every project.',
    );
    expect(screen.getByRole('radio', {name: 'Weekly'})).toHaveAccessibleDescription(
      'Kept for 4 weeks Applies to every project.',
    );
  });
});
