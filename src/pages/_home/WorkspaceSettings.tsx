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
import {useDocPaths} from '@site/src/utils/useDocPaths';
import {docsHref} from './docsLink';
import styles from './home.module.css';

const queue = new ToastQueue();

/** The name of the component a part is, linked to its page (`href`, when the site has it): beside the part, or `below` it. */
function Part({
  href,
  title,
  below,
  children,
}: {
  href: string | undefined;
  title: string;
  below?: boolean;
  children: ReactNode;
}) {
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
  const docPaths = useDocPaths();
  const hrefOf = (name: string) => docsHref(name, docPaths);

  return (
    <Card className={styles.app}>
      <CardHeader>
        <CardTitle level={2}>Workspace settings</CardTitle>
        <CardDescription>A sample screen: nothing you change here is saved.</CardDescription>
      </CardHeader>
      <CardContent className={styles.appContent}>
        <Part href={hrefOf('switch')} title="Switch">
          <Switch isSelected={digest} onChange={setDigest}>
            Weekly email digest
          </Switch>
        </Part>
        <Part href={hrefOf('select')} title="Select">
          <Select label="Week starts on" defaultSelectedKey="monday">
            <SelectItem id="monday">Monday</SelectItem>
            <SelectItem id="sunday">Sunday</SelectItem>
            <SelectItem id="saturday">Saturday</SelectItem>
          </Select>
        </Part>
        <Part href={hrefOf('date-field')} title="Date field">
          <DateField label="Trial ends" defaultValue={parseDate('2027-01-31')} />
        </Part>
        <Part href={hrefOf('table')} title="Table · Menu" below>
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
        <Part href={hrefOf('button')} title="Button · Toast">
          <Button onPress={() => queue.success('Settings saved', {description: 'Sample only.'})}>
            Save changes
          </Button>
        </Part>
      </CardFooter>
      <ToastRegion queue={queue} />
    </Card>
  );
}
