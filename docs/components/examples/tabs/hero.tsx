import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';

export default function TabsHero() {
  return (
    <Tabs>
      <TabList aria-label="Project dashboard">
        <Tab id="overview">Overview</Tab>
        <Tab id="analytics">Analytics</Tab>
        <Tab id="reports">Reports</Tab>
      </TabList>
      <TabPanel id="overview">12 open tasks and 3 releases this month (sample data).</TabPanel>
      <TabPanel id="analytics">Visits are up 8% on last week (sample data).</TabPanel>
      <TabPanel id="reports">The March report is ready to download (sample data).</TabPanel>
    </Tabs>
  );
}
