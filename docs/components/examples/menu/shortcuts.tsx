import {Button, Kbd, Menu, MenuItem, MenuTrigger} from '@tessera-ui/react';

export default function MenuShortcuts() {
  return (
    <MenuTrigger>
      <Button variant="secondary">Edit</Button>
      <Menu>
        <MenuItem id="cut" shortcut={<Kbd keys={['mod', 'X']} size="sm" />}>
          Cut
        </MenuItem>
        <MenuItem id="copy" shortcut={<Kbd keys={['mod', 'C']} size="sm" />}>
          Copy
        </MenuItem>
        <MenuItem id="paste" shortcut={<Kbd keys={['mod', 'V']} size="sm" />}>
          Paste
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
