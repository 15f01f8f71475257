import {useEffect, useState} from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Kbd,
  Menu,
  MenuItem,
  Modal,
  SearchField,
} from '@tessera-ui/react';

const commands = ['Create invoice', 'Invite teammate', 'Open reports', 'Open settings'];

export default function CommandPalette() {
  const [isOpen, setOpen] = useState(false);
  const [lastCommand, setLastCommand] = useState('none');

  // ⌘K (Ctrl+K off Apple devices) toggles the palette; taken first, so no other handler acts on it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = /Mac|iPhone|iPad/.test(navigator.platform) ? event.metaKey : event.ctrlKey;
      if (event.key.toLowerCase() !== 'k' || !mod || event.altKey || event.shiftKey) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary">Open command palette</Button>
        <Modal size="sm">
          <Dialog aria-label="Command palette" isCloseButtonHidden>
            <Autocomplete>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- typing starts at once */}
              <SearchField aria-label="Search commands" placeholder="Type a command" autoFocus />
              {/* Running a command also closes the palette. */}
              <Menu aria-label="Commands" onAction={(command) => setLastCommand(String(command))}>
                {commands.map((command) => (
                  <MenuItem key={command} id={command}>
                    {command}
                  </MenuItem>
                ))}
              </Menu>
            </Autocomplete>
          </Dialog>
        </Modal>
      </DialogTrigger>
      <p style={{margin: 0}}>
        Or press <Kbd keys={['mod', 'K']} />. Last command: {lastCommand}
      </p>
    </div>
  );
}
