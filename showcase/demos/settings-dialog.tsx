// Sample content: workspace settings edited in a modal dialog, confirmed with a toast.
import {useState} from 'react';
import {
  Button,
  Dialog,
  DialogFooter,
  DialogTrigger,
  Form,
  Modal,
  Select,
  SelectItem,
  Switch,
  TextField,
  ToastRegion,
  toast,
} from '@tessera-ui/react';

const TIME_ZONES: Record<string, string> = {
  'America/Los_Angeles': 'Los Angeles (Pacific Time)',
  'America/New_York': 'New York (Eastern Time)',
  'Europe/London': 'London (GMT)',
  'Europe/Berlin': 'Berlin (Central European Time)',
  'Asia/Tokyo': 'Tokyo (Japan Time)',
};

export default function SettingsDialog() {
  const [settings, setSettings] = useState({
    name: 'Acme Design',
    timeZone: 'Europe/London',
    notifications: true,
  });

  return (
    <div style={{display: 'grid', gap: '1rem', justifyItems: 'start'}}>
      <p style={{margin: 0}}>Sample workspace: Save changes it on this page only.</p>
      <dl
        style={{display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem', margin: 0}}
      >
        <dt>Workspace</dt>
        <dd style={{margin: 0}}>{settings.name}</dd>
        <dt>Time zone</dt>
        <dd style={{margin: 0}}>{TIME_ZONES[settings.timeZone]}</dd>
        <dt>Email notifications</dt>
        <dd style={{margin: 0}}>{settings.notifications ? 'On' : 'Off'}</dd>
      </dl>
      <DialogTrigger>
        <Button variant="secondary">Workspace settings</Button>
        <Modal>
          <Dialog title="Workspace settings">
            {({close}) => (
              <Form
                onSubmit={(event) => {
                  event.preventDefault();
                  const data = new FormData(event.currentTarget);
                  const name = String(data.get('name')).trim();
                  setSettings({
                    name,
                    timeZone: String(data.get('timeZone')),
                    notifications: data.get('notifications') === 'on',
                  });
                  toast.success('Settings saved', {description: `${name} is up to date.`});
                  close();
                }}
              >
                <TextField
                  label="Workspace name"
                  name="name"
                  defaultValue={settings.name}
                  isRequired
                  validate={(value) => (value.trim() ? null : 'Enter a name for the workspace.')}
                />
                <Select label="Time zone" name="timeZone" defaultSelectedKey={settings.timeZone}>
                  {Object.entries(TIME_ZONES).map(([id, label]) => (
                    <SelectItem key={id} id={id}>
                      {label}
                    </SelectItem>
                  ))}
                </Select>
                <Switch
                  name="notifications"
                  defaultSelected={settings.notifications}
                  description="A daily summary of comments and mentions."
                >
                  Email notifications
                </Switch>
                <DialogFooter>
                  <Button variant="secondary" onPress={close}>
                    Cancel
                  </Button>
                  <Button type="submit">Save</Button>
                </DialogFooter>
              </Form>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
      {/* Once per app, near its root: it shows the toasts of the app-wide `toast` queue. */}
      <ToastRegion />
    </div>
  );
}
