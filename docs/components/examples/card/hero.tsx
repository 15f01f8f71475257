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
  TextField,
} from '@tessera-ui/react';

export default function LoginCard() {
  const [email, setEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail(String(new FormData(event.currentTarget).get('email')));
  }

  return (
    <Card style={{maxWidth: 380}}>
      <CardHeader>
        <CardTitle level={2}>Log in</CardTitle>
        <CardDescription>Use the email address you signed up with (sample form).</CardDescription>
      </CardHeader>
      <Form aria-label="Log in" onSubmit={onSubmit}>
        <CardContent>
          <TextField name="email" type="email" label="Email" isRequired />
          <TextField name="password" type="password" label="Password" isRequired />
          {email && (
            <Alert status="success" title="Logged in (sample)">
              Welcome back, {email}. Nothing was sent anywhere.
            </Alert>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit">Log in</Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
