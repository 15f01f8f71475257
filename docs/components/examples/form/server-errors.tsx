import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, TextField} from '@tessera-ui/react';

// Stands in for a server round trip: these sample usernames are "taken".
const TAKEN = ['admin', 'tessera'];

export default function ServerErrorsForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username'));
    if (TAKEN.includes(username.toLowerCase())) {
      setErrors({username: `${username} is already taken. Try another username.`});
      setCreated(null);
    } else {
      setErrors({});
      setCreated(username);
    }
  }

  return (
    <Form aria-label="Create account" validationErrors={errors} onSubmit={onSubmit}>
      <TextField
        name="username"
        label="Username"
        description="Try admin to see a server error."
        isRequired
      />
      <Button type="submit">Create account</Button>
      {created && (
        <Alert status="success" title="Account created (sample)">
          Username: {created}
        </Alert>
      )}
    </Form>
  );
}
