import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Input, Label, TextField} from 'react-aria-components';
import {Description} from './Description';

describe('Description', () => {
  it('should describe the control of a React Aria field', () => {
    render(
      <TextField>
        <Label>Password</Label>
        <Input />
        <Description className="mine">At least 8 characters.</Description>
      </TextField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByText('At least 8 characters.')).toHaveClass('ui-Description', 'mine');
  });

  it('should render standalone text outside a field', () => {
    render(<Description>Just text.</Description>);
    expect(screen.getByText('Just text.')).toHaveClass('ui-Description');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <TextField>
        <Label>Code</Label>
        <Input />
        <Description>Six digits.</Description>
      </TextField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
