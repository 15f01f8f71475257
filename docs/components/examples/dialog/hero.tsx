import {useState} from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogFooter,
  DialogTrigger,
  Modal,
  TextField,
} from '@tessera-ui/react';

export default function EditProfileDialog() {
  const [profile, setProfile] = useState({name: 'Sam Rivera', email: 'sam@example.com'});
  const [saved, setSaved] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <DialogTrigger>
        <Button variant="secondary">Edit profile</Button>
        <Modal>
          <Dialog title="Edit profile">
            {({close}) => (
              <form
                style={{display: 'grid', gap: 16}}
                onSubmit={(event) => {
                  event.preventDefault();
                  const data = new FormData(event.currentTarget);
                  setProfile({name: String(data.get('name')), email: String(data.get('email'))});
                  setSaved(true);
                  close();
                }}
              >
                <TextField label="Name" name="name" defaultValue={profile.name} isRequired />
                <TextField label="Email" name="email" type="email" defaultValue={profile.email} />
                <DialogFooter>
                  <Button variant="secondary" onPress={close}>
                    Cancel
                  </Button>
                  <Button type="submit">Save</Button>
                </DialogFooter>
              </form>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
      {saved && (
        <Alert status="success" title="Profile saved">
          {profile.name} ({profile.email})
        </Alert>
      )}
    </div>
  );
}
