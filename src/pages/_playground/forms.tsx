import {useState} from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Description,
  FieldError,
  Fieldset,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
  TextField,
} from '@tessera-ui/react';
import {TextField as RACTextField} from 'react-aria-components';
import {Specimen} from './Specimen';
import styles from '../playground.module.css';

function SignInForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(String(data.get('email')));
      }}
      onReset={() => setSubmitted(null)}
    >
      <TextField label="Email" name="email" type="email" isRequired />
      <TextField
        label="Password"
        name="password"
        type="password"
        isRequired
        minLength={8}
        description="At least 8 characters."
      />
      <div style={{display: 'flex', gap: 'var(--tessera-space-2)'}}>
        <Button type="submit">Sign in</Button>
        <Button type="reset" variant="ghost">
          Reset
        </Button>
      </div>
      {submitted && <Alert status="success" title={`Signed in as ${submitted}`} />}
    </Form>
  );
}

export function Forms() {
  return (
    <>
      <Specimen name="Label, Input, Description, FieldError" stack>
        <RACTextField isInvalid defaultValue="ad" className={styles.field}>
          <Label isRequired>Username</Label>
          <Input />
          <Description>Letters and numbers only.</Description>
          <FieldError>Username must be at least 3 characters.</FieldError>
        </RACTextField>
      </Specimen>
      <Specimen name="TextField" stack>
        <TextField
          label="Full name"
          placeholder="Jane Doe"
          description="As it appears on your ID."
        />
        <TextField label="Website" type="url" size="sm" defaultValue="https://" />
        <TextField label="Disabled" isDisabled defaultValue="Read only value" />
      </Specimen>
      <Specimen name="TextArea" stack>
        <TextArea
          label="Bio"
          rows={3}
          showCounter
          counterMax={200}
          defaultValue="Designer and engineer."
        />
      </Specimen>
      <Specimen name="Checkbox and CheckboxGroup">
        <Checkbox defaultSelected>Remember me</Checkbox>
        <Checkbox isIndeterminate>Select all</Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
        <CheckboxGroup label="Notify me about" defaultValue={['mentions']} orientation="horizontal">
          <Checkbox value="mentions">Mentions</Checkbox>
          <Checkbox value="replies">Replies</Checkbox>
          <Checkbox value="digest">Weekly digest</Checkbox>
        </CheckboxGroup>
      </Specimen>
      <Specimen name="RadioGroup" stack>
        <RadioGroup label="Plan" defaultValue="premium">
          <Radio value="basic" description="100 messages per month">
            Basic
          </Radio>
          <Radio value="premium" description="200 messages per month">
            Premium
          </Radio>
          <Radio value="business" description="Unlimited messages">
            Business
          </Radio>
        </RadioGroup>
        <RadioGroup label="Delivery" variant="card" orientation="horizontal" defaultValue="express">
          <Radio value="standard" description="4-10 business days">
            Standard $5.00
          </Radio>
          <Radio value="express" description="2-5 business days">
            Express $16.00
          </Radio>
          <Radio value="super-fast" description="1 business day" isDisabled>
            Super-fast $25.00
          </Radio>
        </RadioGroup>
      </Specimen>
      <Specimen name="Switch" stack>
        <Switch defaultSelected>Notifications</Switch>
        <Switch stateLabels={{on: 'Enabled', off: 'Disabled'}}>Marketing emails</Switch>
        <Switch labelPosition="start" size="sm">
          Social
        </Switch>
        <Switch isDisabled>Newsletter</Switch>
      </Specimen>
      <Specimen name="Fieldset and Form" stack>
        <Fieldset legend="Sign in" description="Use the email you registered with.">
          <SignInForm />
        </Fieldset>
      </Specimen>
    </>
  );
}
