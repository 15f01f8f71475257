// Sample content: a team list with avatars, role chips and a menu of actions per person.
import {useState} from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Chip,
  Menu,
  MenuItem,
  MenuTrigger,
  Separator,
  type ChipType,
} from '@tessera-ui/react';

interface Member {
  id: string;
  name: string;
  email: string;
  role: 'Owner' | 'Admin' | 'Member' | 'Invited';
}

const ROLE_CHIP: Record<Member['role'], ChipType> = {
  Owner: 'accent',
  Admin: 'success',
  Member: 'default',
  Invited: 'warning',
};

const MEMBERS: Member[] = [
  {id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Owner'},
  {id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', role: 'Admin'},
  {id: 'alan', name: 'Alan Turing', email: 'alan@example.com', role: 'Member'},
  {id: 'katherine', name: 'Katherine Johnson', email: 'katherine@example.com', role: 'Invited'},
];

export default function TeamMembers() {
  const [lastAction, setLastAction] = useState<string | null>(null);
  return (
    <Card style={{width: '100%', maxWidth: 560}}>
      <CardHeader>
        <CardTitle>Team members</CardTitle>
        <CardDescription>Sample team: 4 of 10 seats on the Teams plan.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Team members" style={{listStyle: 'none', margin: 0, padding: 0}}>
          {MEMBERS.map((member, index) => (
            <li key={member.id}>
              {index > 0 ? <Separator /> : null}
              <div
                style={{display: 'flex', alignItems: 'center', gap: '0.75rem', padding: '0.5rem 0'}}
              >
                <Avatar name={member.name} />
                <div style={{flex: 1, minWidth: 0}}>
                  <div style={{fontWeight: 600}}>{member.name}</div>
                  <div style={{fontSize: '0.875rem'}}>{member.email}</div>
                </div>
                <Chip type={ROLE_CHIP[member.role]} size="sm">
                  {member.role}
                </Chip>
                <MenuTrigger>
                  <Button variant="ghost" size="sm" aria-label={`Actions for ${member.name}`}>
                    ⋯
                  </Button>
                  <Menu onAction={(action) => setLastAction(`${String(action)}: ${member.name}`)}>
                    <MenuItem id="Change role">Change role</MenuItem>
                    <MenuItem id="Resend invite" isDisabled={member.role !== 'Invited'}>
                      Resend invite
                    </MenuItem>
                    <MenuItem id="Remove from team" isDisabled={member.role === 'Owner'}>
                      Remove from team
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              </div>
            </li>
          ))}
        </ul>
        {lastAction ? (
          <Alert title="Sample action" onDismiss={() => setLastAction(null)}>
            {lastAction}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
