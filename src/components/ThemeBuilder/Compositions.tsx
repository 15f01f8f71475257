// Two small screens made of the components together, as an app would use them: the theme's
// surfaces, borders and text on each other, not only each control on the page background.
import type {ReactNode} from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Cell,
  Checkbox,
  Column,
  Link,
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
  TextField,
} from '@tessera-ui/react';
import styles from './preview.module.css';

export function SettingsCard(): ReactNode {
  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle level={4}>Notifications</CardTitle>
        <CardDescription>Choose what reaches your inbox.</CardDescription>
      </CardHeader>
      <CardContent className={styles.cardContent}>
        <Switch defaultSelected>Weekly digest</Switch>
        <Switch>Product news</Switch>
        <Select label="Send at" defaultSelectedKey="morning">
          <SelectItem id="morning">9:00 in the morning</SelectItem>
          <SelectItem id="evening">6:00 in the evening</SelectItem>
        </Select>
        <Table aria-label="Members">
          <TableHeader>
            <Column isRowHeader>Member</Column>
            <Column>Role</Column>
            <Column>
              <span className="sr-only">Actions</span>
            </Column>
          </TableHeader>
          <TableBody>
            <Row id="grace">
              <Cell>Grace Hopper</Cell>
              <Cell>Editor</Cell>
              <Cell>
                <MenuTrigger>
                  <Button variant="ghost" size="sm" aria-label="Actions for Grace Hopper">
                    ⋯
                  </Button>
                  <Menu>
                    <MenuItem id="resend">Resend invitation</MenuItem>
                    <MenuItem id="remove">Remove from workspace</MenuItem>
                  </Menu>
                </MenuTrigger>
              </Cell>
            </Row>
          </TableBody>
        </Table>
      </CardContent>
      <CardFooter className={styles.row}>
        <Button variant="secondary">Cancel</Button>
        <Button>Save changes</Button>
      </CardFooter>
    </Card>
  );
}

export function SignInForm(): ReactNode {
  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle level={4}>Sign in</CardTitle>
      </CardHeader>
      <CardContent>
        <form className={styles.cardContent} onSubmit={(event) => event.preventDefault()}>
          <TextField label="Email" type="email" defaultValue="ada@example.com" />
          <TextField label="Password" type="password" defaultValue="analytical" />
          <Checkbox defaultSelected>Keep me signed in</Checkbox>
          <Button type="submit">Sign in</Button>
          <Link href="#theme-preview-reset">Forgot your password?</Link>
        </form>
      </CardContent>
    </Card>
  );
}
