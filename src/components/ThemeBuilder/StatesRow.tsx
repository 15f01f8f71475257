// Key controls in their states, side by side: what a theme most often gets wrong (disabled text,
// invalid borders, selected fills) shows here first.
import type {ReactNode} from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Link,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@tessera-ui/react';
import styles from './preview.module.css';

export function StatesRow(): ReactNode {
  return (
    <div className={styles.states}>
      <div className={styles.row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Delete</Button>
        <Button isDisabled>Disabled</Button>
      </div>
      <div className={styles.fields}>
        <TextField label="Name" defaultValue="Ada Lovelace" />
        <TextField
          label="Email"
          defaultValue="ada@"
          isInvalid
          errorMessage="Enter a full address."
        />
        <TextField label="Company" defaultValue="Analytical Engines" isDisabled />
      </div>
      <div className={styles.row}>
        <Checkbox defaultSelected>Selected</Checkbox>
        <Checkbox>Unselected</Checkbox>
        <Switch defaultSelected>On</Switch>
        <RadioGroup aria-label="Plan" defaultValue="pro" orientation="horizontal">
          <Radio value="free">Free</Radio>
          <Radio value="pro">Pro</Radio>
        </RadioGroup>
      </div>
      <Tabs defaultSelectedKey="overview">
        <TabList aria-label="Report">
          <Tab id="overview">Overview</Tab>
          <Tab id="activity">Activity</Tab>
          <Tab id="settings" isDisabled>
            Settings
          </Tab>
        </TabList>
        <TabPanel id="overview">12 new members this week.</TabPanel>
        <TabPanel id="activity">No activity yet.</TabPanel>
      </Tabs>
      <div className={styles.row}>
        <Chip type="accent">Beta</Chip>
        <Chip type="success">Paid</Chip>
        <Chip type="warning">Pending</Chip>
        <Chip type="danger">Overdue</Chip>
        <Link href="#theme-preview-link">A link</Link>
      </div>
      <Alert status="danger" title="Payment failed" role="note">
        The card was declined.
      </Alert>
    </div>
  );
}
