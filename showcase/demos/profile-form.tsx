// Sample content: a profile form; a valid submit shows the submitted values in an alert.
import {useState, type FormEvent} from 'react';
import {Alert, Avatar, Button, Form, TextArea, TextField} from '@tessera-ui/react';

interface Profile {
  name: string;
  email: string;
  bio: string;
}

const minLength = (min: number, message: string) => (value: string) =>
  value.length > 0 && value.trim().length < min ? message : null;

export default function ProfileForm() {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState<Profile | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as unknown as Profile;
    setSubmitted(data);
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Profile" style={{width: '100%', maxWidth: 480}}>
      <div style={{display: 'flex', alignItems: 'center', gap: '0.75rem'}}>
        <Avatar name={name || 'New user'} size="lg" />
        <p style={{margin: 0}}>Sample profile: nothing you type leaves this page.</p>
      </div>
      <TextField
        label="Name"
        name="name"
        isRequired
        value={name}
        onChange={setName}
        validate={minLength(3, 'Name must be at least 3 characters')}
      />
      <TextField label="Email" name="email" type="email" isRequired />
      <TextArea
        label="Bio"
        name="bio"
        isRequired
        rows={4}
        validate={minLength(10, 'Bio must be at least 10 characters')}
      />
      <Button type="submit">Save profile</Button>
      {submitted ? (
        <Alert status="success" title="Profile saved (sample)" onDismiss={() => setSubmitted(null)}>
          {submitted.name} · {submitted.email} · {submitted.bio}
        </Alert>
      ) : null}
    </Form>
  );
}
