import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';

export default function DisabledTab() {
  return (
    <Tabs>
      <TabList aria-label="Orders">
        <Tab id="active">Active</Tab>
        <Tab id="disabled" isDisabled>
          Disabled
        </Tab>
        <Tab id="available">Available</Tab>
      </TabList>
      <TabPanel id="active">Orders on their way to customers.</TabPanel>
      <TabPanel id="disabled">Arrow keys skip this tab, so this panel never shows.</TabPanel>
      <TabPanel id="available">Orders ready to be picked up.</TabPanel>
    </Tabs>
  );
}
