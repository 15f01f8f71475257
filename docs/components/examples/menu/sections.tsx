import {Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger} from '@tessera-ui/react';

export default function MenuSections() {
  return (
    <MenuTrigger>
      <Button variant="secondary">Share</Button>
      <Menu>
        <MenuSection title="People">
          <MenuItem id="invite" description="Add teammates by email">
            Invite people
          </MenuItem>
          <MenuItem id="link" description="Anyone in the workspace can view">
            Copy link
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Export">
          <MenuItem id="csv">Download as CSV</MenuItem>
          <MenuItem id="pdf" isDisabled>
            Download as PDF (Pro plan)
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
