import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Input, Label, TextField} from 'react-aria-components';
import {FieldError} from './FieldError';

describe('FieldError', () => {
  it('should render nothing while the field is valid', () => {
    const {container} = render(
      <TextField>
        <Label>Name</Label>
        <Input />
        <FieldError>Never shown</FieldError>
      </TextField>,
    );
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
    expect(container.querySelector('.ui-FieldError')).toBeNull();
  });

  it('should show its children while invalid and describe the control with them', () => {
    render(
      <TextField isInvalid>
        <Label>Name</Label>
        <Input />
        <FieldError className="mine">Name is taken.</FieldError>
      </TextField>,
    );
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveAccessibleDescription(
      'Name is taken.',
    );
    expect(screen.getByText('Name is taken.').closest('.ui-FieldError')).toHaveClass('mine');
  });

  it("should fall back to the validate function's messages", async () => {
    const user = userEvent.setup();
    render(
      <TextField
        validationBehavior="aria"
        validate={(v) => (v === 'admin' ? 'That name is reserved.' : null)}
      >
        <Label>User</Label>
        <Input />
        <FieldError />
      </TextField>,
    );
    await user.type(screen.getByRole('textbox', {name: 'User'}), 'admin');
    expect(screen.getByRole('textbox', {name: 'User'})).toHaveAccessibleDescription(
      'That name is reserved.',
    );
  });

  it('should support a function of the validation state', () => {
    render(
      <TextField isInvalid validationBehavior="aria">
        <Label>Age</Label>
        <Input />
        <FieldError>{({isInvalid}) => (isInvalid ? 'Check your age.' : '')}</FieldError>
      </TextField>,
    );
    expect(screen.getByText('Check your age.')).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <TextField isInvalid>
        <Label>Email</Label>
        <Input />
        <FieldError>Enter an email.</FieldError>
      </TextField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
