import {useState} from 'react';
import {Button, Menu, MenuItem, MenuTrigger} from '@tessera-ui/react';

export default function MenuHero() {
  const [lastAction, setLastAction] = useState<string | null>(null);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <MenuTrigger>
        <Button variant="secondary">Actions</Button>
        <Menu onAction={(key) => setLastAction(String(key))}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="duplicate">Duplicate</MenuItem>
          <MenuItem id="archive">Archive</MenuItem>
          <MenuItem id="delete">Delete</MenuItem>
        </Menu>
      </MenuTrigger>
      <p style={{margin: 0}}>Last action: {lastAction ?? 'none'}</p>
    </div>
  );
}
