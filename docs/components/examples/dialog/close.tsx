import {useState} from 'react';
import {Button, Dialog, DialogTrigger, Modal} from '@tessera-ui/react';

const workspaces = ['Marketing', 'Product design', 'Customer support'];

export default function SwitchWorkspaceDialog() {
  const [workspace, setWorkspace] = useState(workspaces[0]);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <DialogTrigger>
        <Button variant="secondary">Switch workspace</Button>
        <Modal size="sm">
          <Dialog title="Switch workspace">
            {({close}) => (
              <div style={{display: 'grid', gap: 8}}>
                {workspaces.map((name) => (
                  <Button
                    key={name}
                    variant={name === workspace ? 'primary' : 'secondary'}
                    onPress={() => {
                      setWorkspace(name);
                      close();
                    }}
                  >
                    {name}
                  </Button>
                ))}
              </div>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
      <p style={{margin: 0}}>Current workspace: {workspace}</p>
    </div>
  );
}
