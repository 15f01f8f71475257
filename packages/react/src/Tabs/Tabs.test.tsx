import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import type {Key} from 'react-aria-components';
import {Tab, TabList, TabPanel, TabPanels, Tabs, type TabsProps} from './Tabs';

function Settings(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Settings">
        <Tab id="account">Account</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="notifications" isDisabled>
          Notifications
        </Tab>
        <Tab id="billing">Billing</Tab>
      </TabList>
      <TabPanel id="account">Account settings</TabPanel>
      <TabPanel id="security">Security settings</TabPanel>
      <TabPanel id="notifications">Notification settings</TabPanel>
      <TabPanel id="billing">Billing settings</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', {name});

describe('Tabs', () => {
  it('should render a named tab list with the first tab selected and its panel labelled by it', () => {
    render(<Settings />);
    expect(screen.getByRole('tablist', {name: 'Settings'})).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Account')).toHaveAttribute('data-selected', 'true');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Account settings');
    expect(panel).toHaveAccessibleName('Account');
    expect(tab('Account')).toHaveAttribute('aria-controls', panel.id);
  });

  it('should set the default variant and size as data attributes and merge class names', () => {
    const {container, rerender} = render(<Settings className="custom" />);
    const root = container.querySelector('.ui-Tabs')!;
    expect(root).toHaveClass('ui-Tabs', 'custom');
    expect(root).toHaveAttribute('data-variant', 'underline');
    expect(root).toHaveAttribute('data-size', 'md');
    rerender(
      <Settings variant="pill" size="lg" className={({orientation}) => `is-${orientation}`} />,
    );
    expect(root).toHaveClass('ui-Tabs', 'is-horizontal');
    expect(root).toHaveAttribute('data-variant', 'pill');
    expect(root).toHaveAttribute('data-size', 'lg');
  });

  it('should support ArrowRight/ArrowLeft with wrapping, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Settings onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(tab('Account')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Security')).toHaveFocus();
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('security');
    await user.keyboard('{ArrowRight}');
    expect(tab('Billing')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Account')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Billing')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billing settings');
  });

  it('should support Home and End', async () => {
    const user = userEvent.setup();
    render(<Settings defaultSelectedKey="security" />);
    await user.tab();
    expect(tab('Security')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Billing')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Account')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
  });

  it('should move focus from the tab list into the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('should support vertical orientation with ArrowDown/ArrowUp', async () => {
    const user = userEvent.setup();
    const {container} = render(<Settings orientation="vertical" />);
    expect(container.querySelector('.ui-Tabs')).toHaveAttribute('data-orientation', 'vertical');
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Security')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Account')).toHaveFocus();
  });

  it('should support manual activation, selecting the focused tab with Enter', async () => {
    const user = userEvent.setup();
    render(<Settings keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Security')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  });

  it('should mark disabled tabs and ignore clicks on them', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Settings onSelectionChange={onSelectionChange} />);
    onSelectionChange.mockClear();
    expect(tab('Notifications')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Notifications')).toHaveAttribute('data-disabled', 'true');
    await user.click(tab('Notifications'));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
  });

  it('should disable every tab with isDisabled', () => {
    render(<Settings isDisabled />);
    for (const t of screen.getAllByRole('tab')) expect(t).toHaveAttribute('aria-disabled', 'true');
  });

  it('should support uncontrolled selection with defaultSelectedKey', async () => {
    const user = userEvent.setup();
    render(<Settings defaultSelectedKey="billing" />);
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Security'));
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  });

  it('should support controlled selection, changing only when the parent updates selectedKey', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const {rerender} = render(
      <Settings selectedKey="account" onSelectionChange={onSelectionChange} />,
    );
    await user.click(tab('Billing'));
    expect(onSelectionChange).toHaveBeenCalledWith('billing');
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    rerender(<Settings selectedKey="billing" onSelectionChange={onSelectionChange} />);
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
  });

  it('should follow state held by a parent component', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState<Key>('security');
      return (
        <>
          <p>Current: {String(selected)}</p>
          <Settings selectedKey={selected} onSelectionChange={setSelected} />
        </>
      );
    }
    render(<Controlled />);
    await user.click(tab('Billing'));
    expect(screen.getByText('Current: billing')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billing settings');
  });

  it('should render panels inside a TabPanels wrapper', async () => {
    const user = userEvent.setup();
    const {container} = render(
      <Tabs>
        <TabList aria-label="Reports">
          <Tab id="overview">Overview</Tab>
          <Tab id="analytics">Analytics</Tab>
        </TabList>
        <TabPanels className="panels">
          <TabPanel id="overview">Overview content</TabPanel>
          <TabPanel id="analytics">Analytics content</TabPanel>
        </TabPanels>
      </Tabs>,
    );
    expect(container.querySelector('.ui-TabPanels.panels')).toContainElement(
      screen.getByRole('tabpanel'),
    );
    await user.click(tab('Analytics'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Analytics content');
  });

  it('should render on the server with linked ids', () => {
    const html = renderToString(<Settings />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const selected = container.querySelector('[role="tab"][aria-selected="true"]')!;
    const panel = container.querySelector('[role="tabpanel"]')!;
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
  });

  it('should have no axe violations in either variant', async () => {
    const {container} = render(
      <>
        <Settings />
        <Settings variant="pill" orientation="vertical" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
