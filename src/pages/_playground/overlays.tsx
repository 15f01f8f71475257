import {
  AlertDialog,
  Button,
  Dialog,
  DialogFooter,
  DialogTrigger,
  Drawer,
  Kbd,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  Modal,
  Popover,
  PopoverTrigger,
  Tooltip,
  TextField,
  TooltipTrigger,
} from '@tessera-ui/react';
import {CopyIcon, EditIcon, SettingsIcon, TrashIcon} from './icons';
import {Specimen} from './Specimen';

export function Overlays() {
  return (
    <>
      <Specimen name="Tooltip">
        <TooltipTrigger delay={0}>
          <Button variant="tertiary" isIconOnly aria-label="Settings">
            <SettingsIcon />
          </Button>
          <Tooltip>Settings</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <Button variant="tertiary">Hover me</Button>
          <Tooltip placement="bottom">Saved 2 minutes ago</Tooltip>
        </TooltipTrigger>
      </Specimen>
      <Specimen name="Popover">
        <PopoverTrigger>
          <Button variant="tertiary">Details</Button>
          <Popover title="Storage">You have used 3.2 GB of 5 GB.</Popover>
        </PopoverTrigger>
      </Specimen>
      <Specimen name="Menu (trigger and inline)">
        <MenuTrigger>
          <Button variant="tertiary">Actions</Button>
          <Menu aria-label="Actions">
            <MenuSection title="Edit">
              <MenuItem
                id="edit"
                icon={<EditIcon />}
                shortcut={<Kbd keys={['mod', 'E']} size="sm" />}
              >
                Edit
              </MenuItem>
              <MenuItem
                id="copy"
                icon={<CopyIcon />}
                shortcut={<Kbd keys={['mod', 'C']} size="sm" />}
              >
                Duplicate
              </MenuItem>
              <MenuItem id="archive" isDisabled>
                Archive
              </MenuItem>
            </MenuSection>
            <MenuSeparator />
            <MenuItem id="delete" icon={<TrashIcon />}>
              Delete
            </MenuItem>
          </Menu>
        </MenuTrigger>
        <Menu aria-label="File" style={{minWidth: '14rem'}}>
          <MenuItem id="new" icon={<EditIcon />}>
            New file
          </MenuItem>
          <MenuItem id="duplicate" icon={<CopyIcon />}>
            Duplicate
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="remove" icon={<TrashIcon />} isDisabled>
            Delete
          </MenuItem>
        </Menu>
      </Specimen>
      <Specimen name="Dialog, AlertDialog and Drawer">
        <DialogTrigger>
          <Button variant="secondary">Rename</Button>
          <Modal>
            <Dialog title="Rename file">
              {({close}) => (
                <>
                  <TextField label="Name" defaultValue="report.pdf" />
                  <DialogFooter>
                    <Button variant="ghost" onPress={close}>
                      Cancel
                    </Button>
                    <Button onPress={close}>Rename</Button>
                  </DialogFooter>
                </>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="danger">Delete</Button>
          <AlertDialog title="Delete report.pdf?" confirmLabel="Delete">
            The file goes to the bin for 30 days.
          </AlertDialog>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="tertiary">Filters</Button>
          <Drawer placement="end">
            <Dialog title="Filters">The drawer slides in from the end edge.</Dialog>
          </Drawer>
        </DialogTrigger>
      </Specimen>
    </>
  );
}
