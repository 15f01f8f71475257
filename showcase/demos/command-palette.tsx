// Sample content: a ⌘K command palette that filters grouped commands as you type.
import {useEffect, useRef, useState} from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Kbd,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  SearchField,
} from '@tessera-ui/react';

const SECTIONS = [
  {title: 'Navigate', commands: ['Go to dashboard', 'Go to orders', 'Go to settings']},
  {title: 'Create', commands: ['New invoice', 'New project', 'Invite teammate']},
  {title: 'Help', commands: ['Keyboard shortcuts', 'Contact support']},
];

export default function CommandPalette() {
  const [isOpen, setOpen] = useState(false);
  const [lastCommand, setLastCommand] = useState<string | null>(null);

  const demo = useRef<HTMLDivElement>(null);

  // ⌘K (Ctrl+K off Apple devices) opens the palette while focus is in this demo, and closes it.
  // An app would listen page-wide; here the docs' own ⌘K (search) keeps the rest of the page.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = /Mac|iPhone|iPad/.test(navigator.platform) ? event.metaKey : event.ctrlKey;
      if (event.key.toLowerCase() !== 'k' || !mod || event.altKey || event.shiftKey) return;
      const inDemo = event.target instanceof Node && demo.current?.contains(event.target);
      if (!inDemo && !isOpen) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  return (
    <div ref={demo} style={{display: 'grid', gap: '0.75rem', justifyItems: 'start'}}>
      <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem'}}>
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button variant="secondary" aria-keyshortcuts="Meta+K Control+K">
            Search commands
          </Button>
          <Modal size="sm">
            <Dialog aria-label="Command palette" isCloseButtonHidden>
              <Autocomplete emptyState="No command matches. Try “new” or “go to”.">
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- typing starts at once */}
                <SearchField aria-label="Command" placeholder="Type a command…" autoFocus />
                {/* Running a command also closes the palette. */}
                <Menu aria-label="Commands" onAction={(command) => setLastCommand(String(command))}>
                  {SECTIONS.map(({title, commands}) => (
                    <MenuSection key={title} title={title}>
                      {commands.map((command) => (
                        <MenuItem key={command} id={command}>
                          {command}
                        </MenuItem>
                      ))}
                    </MenuSection>
                  ))}
                </Menu>
              </Autocomplete>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <span>
          or press <Kbd keys={['mod', 'K']} />
        </span>
      </div>
      <p role="status" style={{margin: 0}}>
        {lastCommand ? `Ran “${lastCommand}”.` : 'No command run yet (sample commands).'}
      </p>
    </div>
  );
}
