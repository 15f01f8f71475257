import {useState} from 'react';
import {Alert, Button, Chip, Skeleton, Spinner} from '@tessera-ui/react';
import {Specimen} from './Specimen';

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
