import {useState} from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Switch,
  TextField,
} from '@tessera-ui/react';

export default function InviteCard() {
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const [sent, setSent] = useState<string[]>([]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a teammate</CardTitle>
        <CardDescription>Sample workspace: invitations are not sent anywhere.</CardDescription>
      </CardHeader>
      <CardContent>
        <TextField label="Email" type="email" value={email} onChange={setEmail} />
        <Switch isSelected={isAdmin} onChange={setIsAdmin}>
          Make admin
        </Switch>
        {sent.length > 0 && <p>Invited: {sent.join(', ')}</p>}
      </CardContent>
      <CardFooter>
        <Button
          isDisabled={!email.includes('@')}
          onPress={() => {
            setSent([...sent, isAdmin ? `${email} (admin)` : email]);
            setEmail('');
          }}
        >
          Send invite
        </Button>
      </CardFooter>
    </Card>
  );
}
