import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Checkbox} from '../Checkbox/Checkbox';
import {Radio, RadioGroup} from '../RadioGroup/RadioGroup';
import {Switch} from '../Switch/Switch';
import {TextField} from '../TextField/TextField';
import {Fieldset} from './Fieldset';

describe('Fieldset', () => {
  it('should render a group named by its legend and described by its help text', () => {
    render(
      <Fieldset legend="Shipping address" description="Where we send your order.">
        <TextField label="Street" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', {name: 'Shipping address'});
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Where we send your order.');
    expect(group).toContainElement(screen.getByRole('textbox', {name: 'Street'}));
  });

  it('should show a group-level error only while invalid and link it to the group', () => {
    const {rerender} = render(
      <Fieldset
        legend="Contact"
        description="One is enough."
        errorMessage="Give an email or a phone number."
      >
        <TextField label="Email" />
      </Fieldset>,
    );
    expect(screen.queryByText('Give an email or a phone number.')).not.toBeInTheDocument();
    rerender(
      <Fieldset
        legend="Contact"
        description="One is enough."
        errorMessage="Give an email or a phone number."
        isInvalid
      >
        <TextField label="Email" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', {name: 'Contact'});
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(group).toHaveAccessibleDescription('One is enough. Give an email or a phone number.');
  });

  it('should disable every field inside, natively and in their state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Fieldset legend="Preferences" isDisabled>
        <TextField label="Nickname" onChange={onChange} />
        <Checkbox onChange={onChange}>Digest</Checkbox>
        <Switch onChange={onChange}>Sounds</Switch>
        <RadioGroup label="Theme" onChange={onChange}>
          <Radio value="light">Light</Radio>
        </RadioGroup>
      </Fieldset>,
    );
    expect(screen.getByRole('group', {name: 'Preferences'})).toHaveAttribute(
      'data-disabled',
      'true',
    );
    for (const control of [
      screen.getByRole('textbox', {name: 'Nickname'}),
      screen.getByRole('checkbox', {name: 'Digest'}),
      screen.getByRole('switch', {name: 'Sounds'}),
      screen.getByRole('radio', {name: 'Light'}),
    ]) {
      expect(control).toBeDisabled();
    }
    expect(screen.getByRole('switch', {name: 'Sounds'}).closest('.ui-Switch')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    expect(
      screen.getByRole('textbox', {name: 'Nickname'}).closest('.ui-TextField'),
    ).toHaveAttribute('data-disabled', 'true');
    await user.click(screen.getByText('Digest'));
    await user.click(screen.getByText('Sounds'));
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should keep what was typed when isDisabled toggles', async () => {
    const user = userEvent.setup();
    const {rerender} = render(
      <Fieldset legend="Reply">
        <TextField label="Subject" />
      </Fieldset>,
    );
    await user.type(screen.getByRole('textbox', {name: 'Subject'}), 'Away');
    rerender(
      <Fieldset legend="Reply" isDisabled>
        <TextField label="Subject" />
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', {name: 'Subject'})).toBeDisabled();
    rerender(
      <Fieldset legend="Reply">
        <TextField label="Subject" />
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', {name: 'Subject'})).toBeEnabled();
    expect(screen.getByRole('textbox', {name: 'Subject'})).toHaveValue('Away');
  });

  it('should keep fields of an inner fieldset disabled inside a disabled outer one', () => {
    render(
      <Fieldset legend="Outer" isDisabled>
        <Fieldset legend="Inner">
          <Switch>Inner switch</Switch>
        </Fieldset>
      </Fieldset>,
    );
    const sw = screen.getByRole('switch', {name: 'Inner switch'});
    expect(sw).toBeDisabled();
    expect(sw.closest('.ui-Switch')).toHaveAttribute('data-disabled', 'true');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(
      <Fieldset legend="Server" description="Help" errorMessage="Bad" isInvalid>
        <span>child</span>
      </Fieldset>,
    );
    const ids = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(html).toContain(`id="${id}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <Fieldset
        legend="Account"
        description="Shown on your profile."
        errorMessage="Fix the fields below."
        isInvalid
      >
        <TextField label="Display name" />
        <Checkbox>Public profile</Checkbox>
      </Fieldset>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
