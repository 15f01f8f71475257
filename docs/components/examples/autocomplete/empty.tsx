import {useState} from 'react';
import {Autocomplete, Menu, MenuItem, SearchField} from '@tessera-ui/react';

const teammates = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson'];

export default function MentionTeammate() {
  const [query, setQuery] = useState('Linus');
  const [mentioned, setMentioned] = useState('nobody yet');

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <Autocomplete
        inputValue={query}
        onInputChange={setQuery}
        emptyState={`No teammate matches “${query}”. Check the spelling, or invite them first.`}
      >
        <SearchField label="Mention a teammate" />
        <Menu aria-label="Teammates" onAction={(name) => setMentioned(String(name))}>
          {teammates.map((name) => (
            <MenuItem key={name} id={name}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Autocomplete>
      <p style={{margin: 0}}>Mentioned: {mentioned}</p>
    </div>
  );
}
