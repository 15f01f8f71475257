// Sample content: a sign-in card. Nothing is sent anywhere; a valid submit shows the values.
import {useState, type FormEvent} from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Form,
  Link,
  TextField,
} from '@tessera-ui/react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(value: string) {
  return EMAIL.test(value) ? null : 'Please enter a valid email address';
}

function validatePassword(value: string) {
  const problems: string[] = [];
  if (value.length < 8) problems.push('Password must be at least 8 characters');
  if (!/[A-Z]/.test(value)) problems.push('Password must contain at least one uppercase letter');
  if (!/\d/.test(value)) problems.push('Password must contain at least one number');
  return problems;
}

export default function LoginCard() {
  const [signedIn, setSignedIn] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSignedIn(String(new FormData(event.currentTarget).get('email')));
  };

  return (
    <Card style={{width: '100%', maxWidth: 400}}>
      <CardHeader>
        <CardTitle>Sign in</CardTitle>
        <CardDescription>Sample login card: use any email and a strong password.</CardDescription>
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <Alert status="success" title="Signed in (sample)" onDismiss={() => setSignedIn(null)}>
            Welcome back, {signedIn}.
          </Alert>
        ) : (
          <Form onSubmit={onSubmit} aria-label="Sign in">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              validate={validateEmail}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              validate={validatePassword}
            />
            <Button type="submit" style={{width: '100%'}}>
              Sign in
            </Button>
          </Form>
        )}
      </CardContent>
      <CardFooter>
        <Link href="#forgot-password">Forgot your password?</Link>
      </CardFooter>
    </Card>
  );
}
