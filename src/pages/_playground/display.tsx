import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Cell,
  Column,
  Kbd,
  Row,
  Separator,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '@tessera-ui/react';
import {Specimen} from './Specimen';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#2563eb"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" fill-opacity=".9"/><path d="M12 60a20 20 0 0 1 40 0" fill="#fff" fill-opacity=".9"/></svg>',
  );

export function Display() {
  return (
    <>
      <Specimen name="Avatar">
        <Avatar src={portrait} alt="Jordan Lee" size="sm" />
        <Avatar src={portrait} alt="Jordan Lee" />
        <Avatar name="Ada Lovelace" size="lg" />
        <Avatar name="Grace Hopper" size="xl" />
        <Avatar alt="Guest" />
        <Avatar name="Tessera" shape="square" />
        <Avatar src="data:image/png;base64,broken" name="Alan Turing" fallbackDelay={600} />
      </Specimen>
      <Specimen name="Card">
        <Card style={{flex: '1 1 16rem'}}>
          <CardHeader>
            <CardTitle>Sign in</CardTitle>
            <CardDescription>Welcome back. Use your work email.</CardDescription>
          </CardHeader>
          <CardContent>
            <TextField label="Email" type="email" placeholder="you@example.com" />
          </CardContent>
          <CardFooter>
            <Button variant="ghost">Cancel</Button>
            <Button>Continue</Button>
          </CardFooter>
        </Card>
        <Card variant="elevated" size="sm" style={{flex: '1 1 12rem'}}>
          <CardHeader>
            <CardTitle level={4}>Pro plan</CardTitle>
            <CardDescription>$12 per month, billed yearly.</CardDescription>
          </CardHeader>
          <CardContent>Unlimited projects and priority support.</CardContent>
        </Card>
        <Card variant="filled" size="sm" style={{flex: '1 1 12rem'}}>
          <CardContent>A filled card for quiet, secondary content.</CardContent>
        </Card>
      </Specimen>
      <Specimen name="Kbd">
        <Kbd>K</Kbd>
        <Kbd keys={['mod', 'K']} />
        <Kbd keys={['shift', 'alt', 'P']} />
        <Kbd keys={['ctrl', 'enter']} size="sm" />
        <Kbd keys={['escape']} size="lg" />
        <Kbd keys={['mod', 'backspace']} platform="apple" />
      </Specimen>
      <Specimen name="Separator" stack>
        <span>Account settings</span>
        <Separator />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 'var(--tessera-space-3)',
            height: '1.25rem',
          }}
        >
          <span>Docs</span>
          <Separator orientation="vertical" />
          <span>Components</span>
          <Separator orientation="vertical" />
          <span>Showcase</span>
        </div>
      </Specimen>
      <Specimen name="Table" stack>
        <Table
          aria-label="Team members"
          selectionMode="multiple"
          defaultSelectedKeys={['ben']}
          disabledKeys={['cy']}
          sortDescriptor={{column: 'name', direction: 'descending'}}
          onSortChange={() => {}}
        >
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              Name
            </Column>
            <Column id="role" allowsSorting>
              Role
            </Column>
          </TableHeader>
          <TableBody>
            <Row id="ana">
              <Cell>Ana Lima</Cell>
              <Cell>Owner</Cell>
            </Row>
            <Row id="ben">
              <Cell>Ben Okafor</Cell>
              <Cell>Editor</Cell>
            </Row>
            <Row id="cy">
              <Cell>Cy Adams</Cell>
              <Cell>Viewer</Cell>
            </Row>
          </TableBody>
        </Table>
        <Table aria-label="Open orders" size="sm">
          <TableHeader>
            <Column isRowHeader>Order</Column>
            <Column>Status</Column>
          </TableHeader>
          <TableBody renderEmptyState={() => 'No open orders.'} />
        </Table>
      </Specimen>
    </>
  );
}
