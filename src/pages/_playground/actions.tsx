import {useState} from 'react';
import {
  Button,
  CloseButton,
  Link,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  ToolbarSeparator,
} from '@tessera-ui/react';
import {HeartIcon, PlusIcon, SettingsIcon, TrashIcon, UploadIcon} from './icons';
import {Specimen} from './Specimen';

function UploadButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={pending}
      pendingText="Uploading..."
      onPress={() => {
        setPending(true);
        window.setTimeout(() => setPending(false), 2000);
      }}
    >
      <UploadIcon />
      Upload
    </Button>
  );
}

function FollowButton() {
  const [following, setFollowing] = useState(false);
  return (
    <ToggleButton isSelected={following} onChange={setFollowing}>
      {following ? 'Following' : 'Follow'}
    </ToggleButton>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <Button variant="tertiary" onPress={() => setCount((c) => c + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </Button>
  );
}

export function Actions() {
  return (
    <>
      <Specimen name="Button">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="tertiary">Tertiary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">
          <TrashIcon />
          Delete
        </Button>
      </Specimen>
      <Specimen name="Button sizes and states">
        <Button size="sm">
          <PlusIcon />
          Small
        </Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button isIconOnly aria-label="Settings" variant="tertiary">
          <SettingsIcon />
        </Button>
        <Button isPending>Save</Button>
        <Button isDisabled>Disabled</Button>
        <UploadButton />
        <Counter />
      </Specimen>
      <Specimen name="ToggleButton">
        <FollowButton />
        <ToggleButton defaultSelected isIconOnly aria-label="Favourite" variant="ghost">
          <HeartIcon />
        </ToggleButton>
        <ToggleButton variant="secondary" size="sm">
          Bold
        </ToggleButton>
      </Specimen>
      <Specimen name="ToggleButtonGroup" stack>
        <ToggleButtonGroup
          aria-label="Alignment"
          defaultSelectedKeys={['left']}
          disallowEmptySelection
        >
          <ToggleButton id="left">Left</ToggleButton>
          <ToggleButton id="center">Center</ToggleButton>
          <ToggleButton id="right">Right</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Text style"
          selectionMode="multiple"
          variant="spaced"
          defaultSelectedKeys={['bold']}
        >
          <ToggleButton id="bold">Bold</ToggleButton>
          <ToggleButton id="italic">Italic</ToggleButton>
          <ToggleButton id="strike" isDisabled>
            Strike
          </ToggleButton>
        </ToggleButtonGroup>
      </Specimen>
      <Specimen name="Toolbar">
        <Toolbar aria-label="Editing">
          <ToggleButton variant="ghost" size="sm">
            Bold
          </ToggleButton>
          <ToggleButton variant="ghost" size="sm">
            Italic
          </ToggleButton>
          <ToolbarSeparator />
          <Button variant="ghost" size="sm">
            Undo
          </Button>
          <Button variant="ghost" size="sm" isDisabled>
            Redo
          </Button>
        </Toolbar>
      </Specimen>
      <Specimen name="CloseButton">
        <CloseButton size="sm" />
        <CloseButton />
        <CloseButton size="lg" aria-label="Close panel" />
      </Specimen>
      <Specimen name="Link" stack>
        <p>
          Read the <Link href="/docs">getting started guide</Link>, or browse{' '}
          <Link href="https://react-spectrum.adobe.com/react-aria/" isExternal>
            React Aria
          </Link>
          .
        </p>
        <Link href="/docs" variant="standalone">
          View all components →
        </Link>
      </Specimen>
    </>
  );
}
