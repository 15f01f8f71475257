// Sample content: account settings in vertical tabs, with a switch for each kind of message.
import {useState} from 'react';
import {
  Alert,
  Button,
  Separator,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@tessera-ui/react';

const MESSAGES = [
  {id: 'notifications', label: 'Notifications', description: 'Activity on your projects.'},
  {id: 'marketing', label: 'Marketing', description: 'Offers and product news.'},
  {id: 'social', label: 'Social', description: 'Mentions and new followers.'},
  {id: 'newsletter', label: 'Newsletter', description: 'One email a month.'},
] as const;

export default function Settings() {
  const [saved, setSaved] = useState(false);
  return (
    <Tabs
      orientation="vertical"
      defaultSelectedKey="notifications"
      style={{width: '100%', maxWidth: 720}}
    >
      <TabList aria-label="Settings (sample)">
        <Tab id="account">Account</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="notifications">Notifications</Tab>
        <Tab id="billing">Billing</Tab>
      </TabList>
      <TabPanel id="account">
        <h3>Account</h3>
        <TextField label="Display name" defaultValue="Ada Lovelace" />
        <TextField label="Email" type="email" defaultValue="ada@example.com" />
      </TabPanel>
      <TabPanel id="security">
        <h3>Security</h3>
        <Switch description="Ask for a code from your phone when you sign in.">
          Two-factor authentication
        </Switch>
      </TabPanel>
      <TabPanel id="notifications">
        <h3>Notifications</h3>
        <p>Choose which emails you get (sample settings).</p>
        {MESSAGES.map(({id, label, description}, index) => (
          <div
            key={id}
            style={{display: 'grid', gap: '0.75rem', paddingTop: index > 0 ? '0.75rem' : 0}}
          >
            {index > 0 ? <Separator /> : null}
            <Switch
              name={id}
              defaultSelected={id === 'notifications' || id === 'newsletter'}
              description={description}
              stateLabels={{on: 'On', off: 'Off'}}
              onChange={() => setSaved(false)}
            >
              {label}
            </Switch>
          </div>
        ))}
        <Button onPress={() => setSaved(true)} style={{marginTop: '1rem'}}>
          Save preferences
        </Button>
        {saved ? (
          <Alert
            status="success"
            title="Preferences saved (sample)"
            onDismiss={() => setSaved(false)}
          />
        ) : null}
      </TabPanel>
      <TabPanel id="billing">
        <h3>Billing</h3>
        <p>Pro plan, $12 / month, renews on 1 December (sample).</p>
        <Button variant="secondary">Change plan</Button>
      </TabPanel>
    </Tabs>
  );
}
