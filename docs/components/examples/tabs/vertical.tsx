import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';

export default function VerticalTabs() {
  return (
    <Tabs orientation="vertical">
      <TabList aria-label="Settings">
        <Tab id="account">Account</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="notifications">Notifications</Tab>
        <Tab id="billing">Billing</Tab>
      </TabList>
      <TabPanel id="account">Your name, email address and profile photo.</TabPanel>
      <TabPanel id="security">Password, two-factor authentication and active sessions.</TabPanel>
      <TabPanel id="notifications">Choose which emails and alerts you receive.</TabPanel>
      <TabPanel id="billing">Your plan, payment method and invoices.</TabPanel>
    </Tabs>
  );
}
