import {Button, ToastQueue, ToastRegion} from '@tessera-ui/react';

const queue = new ToastQueue();

export default function ToastTimeout() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Button
        variant="secondary"
        onPress={() => queue.show('Link copied', {description: 'Closes after 5 seconds.'})}
      >
        Copy link
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          queue.warning('You are offline', {
            description: 'Changes are kept on this device until you reconnect.',
            timeout: false,
          })
        }
      >
        Go offline
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}
