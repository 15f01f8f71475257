import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Input, TextField} from 'react-aria-components';
import {Label} from './Label';

describe('Label', () => {
  it('should name the control of a React Aria field', () => {
    render(
      <TextField>
        <Label className="mine">Full name</Label>
        <Input />
      </TextField>,
    );
    const input = screen.getByRole('textbox', {name: 'Full name'});
    expect(screen.getByText('Full name')).toHaveClass('ui-Label', 'mine');
    expect(screen.getByText('Full name')).toHaveAttribute('for', input.id);
  });

  it('should support a required marker that does not change the name', () => {
    render(
      <TextField isRequired>
        <Label isRequired>Email</Label>
        <Input />
      </TextField>,
    );
    expect(screen.getByText('Email')).toHaveAttribute('data-required', 'true');
    expect(screen.getByRole('textbox', {name: 'Email'})).toBeRequired();
  });

  it('should work as a plain label with htmlFor', () => {
    render(
      <>
        <Label htmlFor="plain">Plain</Label>
        <input id="plain" />
      </>,
    );
    expect(screen.getByRole('textbox', {name: 'Plain'})).toBeInTheDocument();
    expect(screen.getByText('Plain')).not.toHaveAttribute('data-required');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <TextField>
        <Label isRequired>City</Label>
        <Input />
      </TextField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
