import {useState} from 'react';
import {Alert, Button, ToggleButton, Toolbar, ToolbarSeparator} from '@tessera-ui/react';

const actions = [
  {name: 'Download', done: 'Downloading 3 files as a zip.'},
  {name: 'Share', done: 'Shared 3 files with your team.'},
];

export default function ToolbarDisabledItems() {
  const [allSelected, setAllSelected] = useState(false);
  const [message, setMessage] = useState('');

  const select = (isSelected: boolean) => {
    setAllSelected(isSelected);
    setMessage('');
  };

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <Toolbar aria-label="File actions">
        <ToggleButton size="sm" isSelected={allSelected} onChange={select}>
          Select all
        </ToggleButton>
        <ToolbarSeparator />
        {actions.map(({name, done}) => (
          <Button
            key={name}
            size="sm"
            variant="ghost"
            isDisabled={!allSelected}
            onPress={() => setMessage(done)}
          >
            {name}
          </Button>
        ))}
      </Toolbar>
      <p style={{margin: 0}}>{allSelected ? 'All 3 files selected' : 'No files selected'}</p>
      {message && <Alert status="success">{message}</Alert>}
    </div>
  );
}
