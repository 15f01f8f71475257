import {Button, Dialog, DialogTrigger, Drawer} from '@tessera-ui/react';

const placements = [
  {placement: 'start', label: 'Start', edge: 'the start edge (left in left-to-right text)'},
  {placement: 'end', label: 'End', edge: 'the end edge (right in left-to-right text)'},
  {placement: 'top', label: 'Top', edge: 'the top of the screen'},
  {placement: 'bottom', label: 'Bottom', edge: 'the bottom of the screen'},
] as const;

export default function DrawerPlacements() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      {placements.map(({placement, label, edge}) => (
        <DialogTrigger key={placement}>
          <Button variant="secondary">{label}</Button>
          <Drawer placement={placement}>
            <Dialog title={`${label} drawer`}>
              <p style={{margin: 0}}>This drawer slides in from {edge}.</p>
            </Dialog>
          </Drawer>
        </DialogTrigger>
      ))}
    </div>
  );
}
