import {useState} from 'react';
import {
  Alert,
  Button,
  Chip,
  Meter,
  ProgressBar,
  Skeleton,
  Spinner,
  ToastQueue,
  ToastRegion,
} from '@tessera-ui/react';
import {Specimen} from './Specimen';

// One queue and one region for both panes: the region is portalled to <body>, so its toasts take
// the page's theme, not a pane's.
const playgroundToasts = new ToastQueue();

/** Rendered once, outside the panes. */
export function PlaygroundToastRegion() {
  return <ToastRegion queue={playgroundToasts} />;
}

function DismissibleAlert() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert status="accent" title="New in 2.0" onDismiss={() => setOpen(false)}>
      Components now read their colours from design tokens.
    </Alert>
  ) : (
    <Button variant="tertiary" size="sm" onPress={() => setOpen(true)}>
      Show the alert again
    </Button>
  );
}

function Tags() {
  const [tags, setTags] = useState(['React', 'Accessibility', 'Design tokens']);
  return (
    <>
      {tags.map((tag) => (
        <Chip key={tag} type="accent" onDismiss={() => setTags(tags.filter((t) => t !== tag))}>
          {tag}
        </Chip>
      ))}
    </>
  );
}

export function Feedback() {
  return (
    <>
      <Specimen name="Alert" stack>
        <Alert title="Heads up">You can add components to your app with the CLI.</Alert>
        <DismissibleAlert />
        <Alert status="success" title="Payment received">
          Your invoice has been paid.
        </Alert>
        <Alert status="warning" title="Storage almost full">
          You have used 90% of your plan.
        </Alert>
        <Alert status="danger" title="Deployment failed">
          The build exited with code 1.
        </Alert>
      </Specimen>
      <Specimen name="Chip">
        <Chip>Default</Chip>
        <Chip type="accent">Accent</Chip>
        <Chip type="success">Success</Chip>
        <Chip type="warning">Warning</Chip>
        <Chip type="danger">Danger</Chip>
      </Specimen>
      <Specimen name="Chip variants and sizes">
        <Chip type="success" variant="solid" size="sm">
          Paid
        </Chip>
        <Chip type="danger" variant="solid">
          Overdue
        </Chip>
        <Chip type="accent" variant="outline" size="lg">
          Beta
        </Chip>
        <Tags />
      </Specimen>
      <Specimen name="Spinner">
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" aria-label="Loading results" />
        <Spinner color="muted" aria-label="Loading comments" />
        <Spinner color="success" aria-label="Syncing" />
        <Spinner color="danger" aria-label="Retrying" />
      </Specimen>
      <Specimen name="ProgressBar" stack>
        <ProgressBar label="Uploading photos" value={40} />
        <ProgressBar label="Preparing export" isIndeterminate size="sm" />
      </Specimen>
      <Specimen name="Meter" stack>
        <Meter label="Storage" value={35} />
        <Meter label="Monthly builds" value={78} thresholds={{warning: 75, danger: 90}} />
        <Meter label="API quota" value={96} thresholds={{warning: 75, danger: 90}} size="sm" />
      </Specimen>
      <Specimen name="Toast">
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            playgroundToasts.success('Payment received', {description: 'Invoice #1042.'})
          }
        >
          Success toast
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            playgroundToasts.danger('Deployment failed', {
              description: 'The build exited with code 1.',
              action: {
                label: 'Retry',
                onAction: () => playgroundToasts.success('Deployment queued'),
              },
            })
          }
        >
          Danger toast with action
        </Button>
      </Specimen>
      <Specimen name="Skeleton">
        <div
          style={{
            display: 'flex',
            gap: 'var(--tessera-space-3)',
            alignItems: 'center',
            width: '100%',
          }}
        >
          <Skeleton shape="circle" height="3rem" />
          <div style={{flex: 1}}>
            <Skeleton lines={3} />
          </div>
        </div>
        <Skeleton shape="block" height="5rem" />
      </Specimen>
    </>
  );
}
