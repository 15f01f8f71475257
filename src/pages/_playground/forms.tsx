import {useState} from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  ComboBoxItem,
  Description,
  FieldError,
  Fieldset,
  Form,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Menu,
  MenuItem,
  NumberField,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectItem,
  Slider,
  Switch,
  Tag,
  TagGroup,
  TextArea,
  TextField,
} from '@tessera-ui/react';
import {TextField as RACTextField} from 'react-aria-components';
import {Specimen} from './Specimen';
import styles from './playground.module.css';

function RemovableTagGroup() {
  const [tags, setTags] = useState(['react', 'aria', 'design']);
  return (
    <TagGroup
      label="Topics"
      onRemove={(keys) => setTags(tags.filter((tag) => !keys.has(tag)))}
      renderEmptyState={() => 'No topics.'}
    >
      {tags.map((tag) => (
        <Tag key={tag} id={tag}>
          {tag}
        </Tag>
      ))}
    </TagGroup>
  );
}

function CommandList({defaultInputValue}: {defaultInputValue?: string}) {
  const [last, setLast] = useState('none');
  return (
    <div style={{display: 'grid', gap: 'var(--tessera-space-2)', width: '100%', maxWidth: 320}}>
      <Autocomplete defaultInputValue={defaultInputValue}>
        <SearchField aria-label="Search commands" placeholder="Type a command" />
        <Menu aria-label="Commands" onAction={(key) => setLast(String(key))}>
          <MenuItem id="Create invoice">Create invoice</MenuItem>
          <MenuItem id="Export invoices" description="As a CSV file">
            Export invoices
          </MenuItem>
          <MenuItem id="Invite teammate">Invite teammate</MenuItem>
        </Menu>
      </Autocomplete>
      <span>Last command: {last}</span>
    </div>
  );
}

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
      <Specimen name="NumberField and SearchField" stack>
        <NumberField label="Guests" defaultValue={2} minValue={1} maxValue={12} />
        <NumberField
          label="Budget"
          defaultValue={1200}
          formatOptions={{style: 'currency', currency: 'EUR'}}
          size="sm"
        />
        <SearchField label="Search the docs" placeholder="Components, props…" />
      </Specimen>
      <Specimen name="Select and ComboBox" stack>
        <Select label="Country" placeholder="Choose a country" defaultSelectedKey="nl">
          <SelectItem id="de">Germany</SelectItem>
          <SelectItem id="nl">Netherlands</SelectItem>
          <SelectItem id="pt">Portugal</SelectItem>
        </Select>
        <Select label="Timezone" isDisabled placeholder="Detected automatically">
          <SelectItem id="utc">UTC</SelectItem>
        </Select>
        <ComboBox label="Framework" placeholder="Type to filter">
          <ComboBoxItem id="next">Next.js</ComboBoxItem>
          <ComboBoxItem id="remix">Remix</ComboBoxItem>
          <ComboBoxItem id="vite">Vite</ComboBoxItem>
        </ComboBox>
      </Specimen>
      <Specimen name="ListBox">
        <ListBox
          aria-label="Permissions"
          selectionMode="multiple"
          defaultSelectedKeys={['read']}
          style={{minWidth: '14rem'}}
        >
          <ListBoxSection title="Content">
            <ListBoxItem id="read" description="See every page">
              Read
            </ListBoxItem>
            <ListBoxItem id="write">Write</ListBoxItem>
          </ListBoxSection>
          <ListBoxSection title="Admin">
            <ListBoxItem id="billing" isDisabled>
              Billing
            </ListBoxItem>
          </ListBoxSection>
        </ListBox>
      </Specimen>
      <Specimen name="Slider" stack>
        <Slider label="Volume" defaultValue={40} />
        <Slider
          label="Price range"
          defaultValue={[20, 80]}
          thumbLabels={['Minimum', 'Maximum']}
          formatOptions={{style: 'currency', currency: 'USD', maximumFractionDigits: 0}}
        />
        <Slider label="Locked" defaultValue={60} isDisabled />
      </Specimen>
      <Specimen name="Autocomplete">
        <CommandList />
        <CommandList defaultInputValue="zebra" />
      </Specimen>
      <Specimen name="TagGroup" stack>
        <RemovableTagGroup />
        <TagGroup
          label="Filters"
          selectionMode="multiple"
          defaultSelectedKeys={['open']}
          disabledKeys={['archived']}
        >
          <Tag id="open">Open</Tag>
          <Tag id="closed">Closed</Tag>
          <Tag id="archived">Archived</Tag>
        </TagGroup>
        <TagGroup aria-label="Statuses" size="sm" variant="solid">
          <Tag type="success">Paid</Tag>
          <Tag type="warning">Pending</Tag>
          <Tag type="danger">Overdue</Tag>
        </TagGroup>
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
