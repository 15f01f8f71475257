import {Switch} from '@tessera-ui/react';

const settings = [
  {name: 'notifications', label: 'Push notifications', on: true},
  {name: 'marketing', label: 'Marketing emails', on: false},
  {name: 'social', label: 'Social updates', on: true},
  {name: 'newsletter', label: 'Monthly newsletter', on: false},
];

export default function NotificationSettings() {
  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      {settings.map(({name, label, on}) => (
        <Switch key={name} name={name} defaultSelected={on} labelPosition="start">
          {label}
        </Switch>
      ))}
    </div>
  );
}
