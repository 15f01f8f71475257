import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {TextArea} from './TextArea';

describe('TextArea', () => {
  it('should support a label, rows and a hint linked to the textarea', () => {
    render(<TextArea label="Message" rows={4} description="Maximum 500 characters" />);
    const area = screen.getByRole('textbox', {name: 'Message'});
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAccessibleDescription('Maximum 500 characters');
    expect(area.closest('.ui-TextArea')).toHaveAttribute('data-size', 'md');
  });

  it('should default to three rows and support sizes', () => {
    render(<TextArea label="Note" size="lg" />);
    const area = screen.getByRole('textbox', {name: 'Note'});
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('data-size', 'lg');
  });

  it('should support multi-line typing in an uncontrolled area', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextArea label="Notes" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', {name: 'Notes'}), 'one{Enter}two');
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
  });

  it('should support a controlled value', () => {
    const {rerender} = render(
      <TextArea label="Bio" value="a" onChange={() => {}} showCounter maxLength={200} />,
    );
    expect(screen.getByText('1/200')).toBeInTheDocument();
    rerender(<TextArea label="Bio" value="abc" onChange={() => {}} showCounter maxLength={200} />);
    expect(screen.getByRole('textbox', {name: 'Bio'})).toHaveValue('abc');
    expect(screen.getByText('3/200')).toBeInTheDocument();
  });

  it('should count toward 280 and stop at maxLength', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Announcement" maxLength={280} showCounter />);
    const area = screen.getByRole('textbox', {name: 'Announcement'});
    await user.click(area);
    await user.paste('x'.repeat(300));
    expect(area).toHaveValue('x'.repeat(280));
    expect(screen.getByText('280/280').parentElement).toHaveAttribute('data-status', 'warning');
    expect(area).toHaveAccessibleDescription('280 of 280 characters');
  });

  it('should show a custom validation message, linked to the area, while too short', async () => {
    const user = userEvent.setup();
    render(
      <TextArea
        label="Bio"
        validationBehavior="aria"
        showCounter
        counterMax={20}
        validate={(v) => (v.length < 20 ? 'Bio must contain at least 20 characters.' : null)}
      />,
    );
    const area = screen.getByRole('textbox', {name: 'Bio'});
    await user.type(area, 'Too short');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(
      'Bio must contain at least 20 characters. 9 of 20 characters',
    );
    await user.type(area, ' but now it is long');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Bio must contain at least 20 characters.')).not.toBeInTheDocument();
  });

  it('should support the disabled state', () => {
    render(<TextArea label="Locked" isDisabled />);
    const area = screen.getByRole('textbox', {name: 'Locked'});
    expect(area).toBeDisabled();
    expect(area.closest('.ui-TextArea')).toHaveAttribute('data-disabled', 'true');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<TextArea label="Server" />);
    const id = /<textarea[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <TextArea
        label="Message"
        rows={4}
        description="Maximum 500 characters"
        maxLength={500}
        showCounter
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
