import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, TextField} from '@tessera-ui/react';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validatePassword(value: string) {
  if (value.length < 8) return 'Password must be at least 8 characters';
  if (!/[A-Z]/.test(value)) return 'Password must contain at least one uppercase letter';
  if (!/[0-9]/.test(value)) return 'Password must contain at least one number';
  return null;
}

export default function SignInForm() {
  const [email, setEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail(String(new FormData(event.currentTarget).get('email')));
  }

  return (
    <Form aria-label="Sign in" onSubmit={onSubmit}>
      <TextField
        name="email"
        type="email"
        label="Email"
        isRequired
        validate={(value) =>
          EMAIL_PATTERN.test(value) ? null : 'Please enter a valid email address'
        }
      />
      <TextField
        name="password"
        type="password"
        label="Password"
        isRequired
        validate={validatePassword}
      />
      <Button type="submit">Sign in</Button>
      {email && (
        <Alert status="success" title="Signed in (sample)">
          Welcome back, {email}. Nothing was sent anywhere.
        </Alert>
      )}
    </Form>
  );
}
