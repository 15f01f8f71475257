import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {COUNTER_ANNOUNCE_DELAY_MS} from './CharacterCount';
import {TextField} from './TextField';

describe('TextField', () => {
  it('should support a label, description and placeholder wired to the input', () => {
    render(
      <TextField label="Username" description="Letters and numbers only." placeholder="jane" />,
    );
    const input = screen.getByRole('textbox', {name: 'Username'});
    expect(input).toHaveAccessibleDescription('Letters and numbers only.');
    expect(input).toHaveAttribute('placeholder', 'jane');
    expect(input.closest('.ui-TextField')).toHaveAttribute('data-size', 'md');
  });

  it('should support sizes on the field and its input', () => {
    render(<TextField label="Small" size="sm" />);
    const input = screen.getByRole('textbox', {name: 'Small'});
    expect(input).toHaveAttribute('data-size', 'sm');
    expect(input.closest('.ui-TextField')).toHaveAttribute('data-size', 'sm');
  });

  it('should support merging a className string or function', () => {
    const {container, rerender} = render(<TextField label="A" className="mine" />);
    expect(container.firstElementChild).toHaveClass('ui-TextField', 'mine');
    rerender(
      <TextField label="A" isDisabled className={({isDisabled}) => (isDisabled ? 'off' : 'on')} />,
    );
    expect(container.firstElementChild).toHaveClass('ui-TextField', 'off');
  });

  it('should support uncontrolled typing with onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Name" defaultValue="Jo" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', {name: 'Name'}), 'e');
    expect(onChange).toHaveBeenLastCalledWith('Joe');
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Joe');
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Name" value={value} onChange={(v) => setValue(v.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', {name: 'Name'}), 'ab');
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('AB');
    expect(screen.getByRole('status')).toHaveTextContent('AB');
  });

  it('should support disabled and read-only states', () => {
    render(
      <>
        <TextField label="Off" isDisabled />
        <TextField label="Fixed" isReadOnly defaultValue="x" />
      </>,
    );
    const off = screen.getByRole('textbox', {name: 'Off'});
    expect(off).toBeDisabled();
    expect(off.closest('.ui-TextField')).toHaveAttribute('data-disabled', 'true');
    const fixed = screen.getByRole('textbox', {name: 'Fixed'});
    expect(fixed).toHaveAttribute('readonly');
    expect(fixed.closest('.ui-TextField')).toHaveAttribute('data-readonly', 'true');
  });

  it('should support input types such as email and password', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
      </>,
    );
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('should support min, max and step on a number field, checked natively on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField
          label="Age"
          type="number"
          min={0}
          max={150}
          step={1}
          errorMessage="Enter an age from 0 to 150."
        />
        <button type="submit">Send</button>
      </form>,
    );
    const age = screen.getByRole('spinbutton', {name: 'Age'});
    expect(age).toHaveAttribute('min', '0');
    expect(age).toHaveAttribute('max', '150');
    expect(age).toHaveAttribute('step', '1');
    await user.type(age, '151');
    await user.click(screen.getByRole('button', {name: 'Send'}));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(age).toHaveAccessibleDescription('Enter an age from 0 to 150.');
  });

  describe('given validation', () => {
    it('should block submit when required and link the message to the input', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <TextField label="Email" name="email" isRequired errorMessage="Enter your email." />
          <button type="submit">Send</button>
        </form>,
      );
      const input = screen.getByRole('textbox', {name: 'Email'});
      expect(input).toBeRequired();
      await user.click(screen.getByRole('button', {name: 'Send'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(input).toHaveAccessibleDescription('Enter your email.');
      await user.type(input, 'a@b.co');
      await user.click(screen.getByRole('button', {name: 'Send'}));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Enter your email.')).not.toBeInTheDocument();
    });

    it('should support a custom validate message associated with the field', async () => {
      const user = userEvent.setup();
      render(
        <TextField
          label="Username"
          validationBehavior="aria"
          validate={(v) =>
            v.length > 0 && v.length < 3 ? 'Username must be at least 3 characters.' : null
          }
        />,
      );
      const input = screen.getByRole('textbox', {name: 'Username'});
      await user.type(input, 'ab');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Username must be at least 3 characters.');
      expect(input.closest('.ui-TextField')).toHaveAttribute('data-invalid', 'true');
      await user.type(input, 'c');
      expect(input).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('given a character counter', () => {
    it('should show n/max, describe the input with it and stop typing at maxLength', async () => {
      const user = userEvent.setup();
      render(
        <TextField label="Handle" maxLength={20} showCounter description="Your public name." />,
      );
      const input = screen.getByRole('textbox', {name: 'Handle'});
      expect(screen.getByText('0/20')).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription('Your public name. 0 of 20 characters');
      await user.type(input, 'abcdefghijklmnopqrstuvwxyz');
      expect(input).toHaveValue('abcdefghijklmnopqrst');
      expect(screen.getByText('20/20')).toBeInTheDocument();
    });

    it('should mark the counter near and over the limit', async () => {
      const user = userEvent.setup();
      render(<TextField label="Post" counterMax={10} showCounter />);
      const input = screen.getByRole('textbox', {name: 'Post'});
      const counter = () => screen.getByText(/\/10$/).parentElement;
      expect(counter()).not.toHaveAttribute('data-status');
      await user.type(input, '123456789');
      expect(counter()).toHaveAttribute('data-status', 'warning');
      await user.type(input, '01');
      expect(screen.getByText('11/10').parentElement).toHaveAttribute('data-status', 'danger');
    });
  });

  describe('given the counter live region', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should stay quiet far from the limit and announce politely after typing pauses near it', async () => {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<TextField label="Tweet" maxLength={20} showCounter />);
      const input = screen.getByRole('textbox', {name: 'Tweet'});
      const live = document.querySelector('[aria-live="polite"]');
      expect(live).toBeInTheDocument();
      await user.type(input, 'hello');
      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(live).toBeEmptyDOMElement();
      await user.type(input, ' there world!');
      expect(live).toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(live).toHaveTextContent('2 characters left');
      await user.type(input, 'ab');
      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(live).toHaveTextContent('Character limit reached, 20 of 20');
    });
    it('should clear the announcement once the user backs away from the limit', async () => {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<TextField label="Code" maxLength={10} showCounter defaultValue="123456789" />);
      const input = screen.getByRole('textbox', {name: 'Code'});
      const live = document.querySelector('[aria-live="polite"]');
      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(live).toHaveTextContent('1 character left');
      await user.click(input);
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      act(() => jest.advanceTimersByTime(1));
      expect(live).toBeEmptyDOMElement();
    });
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(
      <TextField label="Server" description="Help" showCounter maxLength={5} />,
    );
    const inputId = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`for="${inputId}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <TextField label="Bio" description="Say hello." isRequired showCounter maxLength={200} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
