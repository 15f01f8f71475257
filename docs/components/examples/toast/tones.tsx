import {Button, ToastQueue, ToastRegion} from '@tessera-ui/react';

// An app normally uses the app-wide `toast`; this page gives each example its own queue.
const queue = new ToastQueue();

const messages = [
  {tone: 'neutral', label: 'Neutral', title: 'Export started'},
  {tone: 'success', label: 'Success', title: 'Payment received'},
  {tone: 'warning', label: 'Warning', title: 'Storage almost full'},
  {tone: 'danger', label: 'Danger', title: 'Deployment failed'},
] as const;

export default function ToastTones() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      {messages.map(({tone, label, title}) => (
        <Button key={tone} variant="secondary" onPress={() => queue.show(title, {tone})}>
          {label}
        </Button>
      ))}
      <ToastRegion queue={queue} />
    </div>
  );
}
