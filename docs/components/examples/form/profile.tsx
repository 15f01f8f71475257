import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, TextArea, TextField} from '@tessera-ui/react';

type Profile = {name: string; email: string; bio: string};

export default function ProfileForm() {
  const [saved, setSaved] = useState<Profile | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(Object.fromEntries(new FormData(event.currentTarget)) as Profile);
  }

  return (
    <Form aria-label="Profile" onSubmit={onSubmit}>
      <TextField
        name="name"
        label="Name"
        isRequired
        validate={(value) =>
          value.length > 0 && value.length < 3 ? 'Name must be at least 3 characters' : null
        }
      />
      <TextField name="email" type="email" label="Email" isRequired />
      <TextArea
        name="bio"
        label="Bio"
        isRequired
        validate={(value) =>
          value.length > 0 && value.length < 10 ? 'Bio must be at least 10 characters' : null
        }
      />
      <Button type="submit">Save profile</Button>
      {saved && (
        <Alert status="success" title="Profile saved (sample)">
          {saved.name} · {saved.email} · {saved.bio}
        </Alert>
      )}
    </Form>
  );
}
