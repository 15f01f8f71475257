import {useState} from 'react';
import {Alert, Button, Popover, PopoverTrigger, TextField} from '@tessera-ui/react';

export default function RenamePopover() {
  const [name, setName] = useState('Q3 launch (sample)');
  const [saved, setSaved] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <PopoverTrigger>
        <Button variant="secondary">Rename project</Button>
        <Popover title="Rename project">
          {({close}) => (
            <form
              style={{display: 'grid', gap: 12}}
              onSubmit={(event) => {
                event.preventDefault();
                setName(String(new FormData(event.currentTarget).get('name')));
                setSaved(true);
                close();
              }}
            >
              <TextField label="Project name" name="name" defaultValue={name} isRequired />
              <div style={{display: 'flex', gap: 8, justifyContent: 'flex-end'}}>
                <Button variant="ghost" size="sm" onPress={close}>
                  Cancel
                </Button>
                <Button type="submit" size="sm">
                  Save
                </Button>
              </div>
            </form>
          )}
        </Popover>
      </PopoverTrigger>
      {saved && (
        <Alert status="success" title="Project renamed">
          Project name: {name}
        </Alert>
      )}
    </div>
  );
}
