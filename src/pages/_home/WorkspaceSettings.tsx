// Sample content: a small settings screen built only from Tessera UI, each part labelled with the
// component it is and linked to its page. Nothing is saved anywhere.
import type {ReactNode} from 'react';
import {useState} from 'react';
import Link from '@docusaurus/Link';
import {parseDate} from '@internationalized/date';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Cell,
  Column,
  DateField,
  Menu,
  MenuItem,
  MenuTrigger,
  Row,
  Select,
  SelectItem,
  Switch,
  Table,
  TableBody,
  TableHeader,
  ToastQueue,
  ToastRegion,
} from '@tessera-ui/react';
import {useDocsHref} from './docsLink';
import styles from './home.module.css';

const queue = new ToastQueue();

/** The name of the component a part is, linked to its page: beside the part, or `below` it. */
function Part({
  name,
  title,
  below,
  children,
}: {
  name: string;
  title: string;
  below?: boolean;
  children: ReactNode;
}) {
  const href = useDocsHref(name);
  return (
    <div className={styles.part} data-label={below ? 'below' : 'beside'}>
      {children}
      {href ? (
        <Link className={styles.partLabel} to={href} data-testid="part-label">
          {title}
        </Link>
      ) : null}
    </div>
  );
}

const MEMBERS = [
  {id: 'ada', name: 'Ada Lovelace', role: 'Owner'},
  {id: 'grace', name: 'Grace Hopper', role: 'Editor'},
];

export function WorkspaceSettings(): ReactNode {
  const [digest, setDigest] = useState(true);
  const [removed, setRemoved] = useState<string[]>([]);
  const members = MEMBERS.filter((member) => !removed.includes(member.id));

  return (
    <Card className={styles.app}>
      <CardHeader>
        <CardTitle level={2}>Workspace settings</CardTitle>
        <CardDescription>A sample screen: nothing you change here is saved.</CardDescription>
      </CardHeader>
      <CardContent className={styles.appContent}>
        <Part name="switch" title="Switch">
          <Switch isSelected={digest} onChange={setDigest}>
            Weekly email digest
          </Switch>
        </Part>
        <Part name="select" title="Select">
          <Select label="Week starts on" defaultSelectedKey="monday">
            <SelectItem id="monday">Monday</SelectItem>
            <SelectItem id="sunday">Sunday</SelectItem>
            <SelectItem id="saturday">Saturday</SelectItem>
          </Select>
        </Part>
        <Part name="date-field" title="Date field">
          <DateField label="Trial ends" defaultValue={parseDate('2027-01-31')} />
        </Part>
        <Part name="table" title="Table · Menu" below>
          <Table aria-label="Members">
            <TableHeader>
              <Column isRowHeader>Member</Column>
              <Column>Role</Column>
              <Column>
                <span className="sr-only">Actions</span>
              </Column>
            </TableHeader>
            <TableBody items={members} renderEmptyState={() => 'Everyone has left.'}>
              {(member) => (
                <Row>
                  <Cell>{member.name}</Cell>
                  <Cell>{member.role}</Cell>
                  <Cell>
                    <MenuTrigger>
                      <Button variant="ghost" size="sm" aria-label={`Actions for ${member.name}`}>
                        ⋯
                      </Button>
                      <Menu
                        onAction={(action) => {
                          if (action === 'remove') setRemoved([...removed, member.id]);
                          else queue.show(`Invitation sent again to ${member.name}`);
                        }}
                      >
                        <MenuItem id="resend">Resend invitation</MenuItem>
                        <MenuItem id="remove" isDisabled={member.role === 'Owner'}>
                          Remove from workspace
                        </MenuItem>
                      </Menu>
                    </MenuTrigger>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </Part>
      </CardContent>
      <CardFooter>
        <Part name="button" title="Button · Toast">
          <Button onPress={() => queue.success('Settings saved', {description: 'Sample only.'})}>
            Save changes
          </Button>
        </Part>
      </CardFooter>
      <ToastRegion queue={queue} />
    </Card>
  );
}
