import {Button, Dialog, DialogTrigger, Modal} from '@tessera-ui/react';

const sizes = [
  {size: 'sm', label: 'Small', text: 'At most 24rem wide: confirmations and short messages.'},
  {size: 'md', label: 'Medium', text: 'At most 32rem wide, the default: most forms and messages.'},
  {size: 'lg', label: 'Large', text: 'At most 48rem wide: forms in columns, tables and previews.'},
] as const;

export default function ModalSizes() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      {sizes.map(({size, label, text}) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{label}</Button>
          <Modal size={size}>
            <Dialog title={`${label} modal`}>
              <p style={{margin: 0}}>{text}</p>
            </Dialog>
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  );
}
