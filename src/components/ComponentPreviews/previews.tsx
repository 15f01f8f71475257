// A small picture of each component, made of the component itself (overlays show their open
// content in place): the home page's gallery renders them inert (the card's link is the only
// control), the theme builder live. Each is a handful of elements, so the whole gallery stays
// within the page's DOM budget. Headings inside are level 4: both places put them under an h3.
import type {ReactNode} from 'react';
import {parseDate, parseTime} from '@internationalized/date';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  Alert,
  Avatar,
  Breadcrumb,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Chip,
  CloseButton,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ComboBox,
  ComboBoxItem,
  DateField,
  DatePicker,
  DateRangePicker,
  Description,
  Dialog,
  DialogFooter,
  DialogHeading,
  Disclosure,
  DisclosurePanel,
  DisclosureTrigger,
  Fieldset,
  Input,
  Kbd,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Menu,
  MenuItem,
  Meter,
  NumberField,
  Pagination,
  ProgressBar,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectItem,
  Separator,
  Skeleton,
  Slider,
  Spinner,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  TagGroup,
  TextArea,
  TextField,
  TimeField,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  ToolbarSeparator,
  type DialogProps,
} from '@tessera-ui/react';
import styles from './styles.module.css';

/**
 * An open dialog drawn in place. A dialog takes focus as it mounts, as one that has just opened
 * should; a picture of one must leave the reader's focus where it is (the theme builder's gallery
 * mounts as it scrolls near), so this dialog element takes no focus itself. Its controls do.
 */
function DialogInPlace(props: DialogProps) {
  return <Dialog {...props} render={({tabIndex: _, ...domProps}) => <section {...domProps} />} />;
}

/** A month drawn, not built: a real month grid is a hundred elements. */
function MonthSketch({range}: {range?: boolean}) {
  return (
    <div className={styles.monthSketch} data-range={range || undefined}>
      <span>March 2027</span>
    </div>
  );
}

const PREVIEWS: Record<string, () => ReactNode> = {
  accordion: () => (
    <Accordion headingLevel={4}>
      <AccordionItem id="a">
        <AccordionTrigger>Is shipping free?</AccordionTrigger>
        <AccordionPanel>On orders over $50.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="b">
        <AccordionTrigger>Can I return it?</AccordionTrigger>
        <AccordionPanel>Within 30 days.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  ),
  alert: () => <Alert status="success" title="Payment received" />,
  'alert-dialog': () => (
    <div className={styles.dialogSketch}>
      <DialogInPlace role="alertdialog">
        <DialogHeading level={4}>Delete file?</DialogHeading>
        <DialogFooter>
          <Button size="sm" variant="secondary">
            Cancel
          </Button>
          <Button size="sm" variant="danger">
            Delete
          </Button>
        </DialogFooter>
      </DialogInPlace>
    </div>
  ),
  autocomplete: () => (
    <div className={styles.stack}>
      <SearchField aria-label="Search commands" defaultValue="new" />
      <ListBox aria-label="Commands">
        <ListBoxItem id="file">New file</ListBoxItem>
        <ListBoxItem id="folder">New folder</ListBoxItem>
      </ListBox>
    </div>
  ),
  avatar: () => (
    <div className={styles.row}>
      <Avatar name="Ada Lovelace" />
      <Avatar name="Grace Hopper" />
      <Avatar name="Alan Turing" shape="square" />
    </div>
  ),
  breadcrumbs: () => (
    <Breadcrumbs>
      <Breadcrumb href="#">Docs</Breadcrumb>
      <Breadcrumb href="#">Components</Breadcrumb>
      <Breadcrumb>Button</Breadcrumb>
    </Breadcrumbs>
  ),
  button: () => (
    <div className={styles.row}>
      <Button size="sm">Save</Button>
      <Button size="sm" variant="secondary">
        Cancel
      </Button>
    </div>
  ),
  calendar: () => <MonthSketch />,
  card: () => (
    <Card size="sm">
      <CardHeader>
        <CardTitle level={4}>Pro plan</CardTitle>
      </CardHeader>
      <CardContent>$12 a month</CardContent>
    </Card>
  ),
  checkbox: () => (
    <div className={styles.stack}>
      <Checkbox defaultSelected>Remember me</Checkbox>
      <Checkbox>Send me news</Checkbox>
    </div>
  ),
  chip: () => (
    <div className={styles.row}>
      <Chip type="success">Paid</Chip>
      <Chip type="warning">Pending</Chip>
      <Chip type="accent">Beta</Chip>
    </div>
  ),
  'close-button': () => <CloseButton />,
  'color-picker': () => (
    <ColorSwatchPicker aria-label="Colours" defaultValue="#1d4ed8">
      <ColorSwatchPickerItem color="#1d4ed8" />
      <ColorSwatchPickerItem color="#15803d" />
      <ColorSwatchPickerItem color="#b91c1c" />
      <ColorSwatchPickerItem color="#a16207" />
    </ColorSwatchPicker>
  ),
  'combo-box': () => (
    <ComboBox aria-label="Framework" defaultInputValue="Vite">
      <ComboBoxItem id="vite">Vite</ComboBoxItem>
    </ComboBox>
  ),
  'date-field': () => <DateField aria-label="Departure" defaultValue={parseDate('2027-07-03')} />,
  'date-picker': () => <DatePicker aria-label="Check-in" defaultValue={parseDate('2027-06-10')} />,
  'date-range-picker': () => (
    <div className={styles.compact}>
      <DateRangePicker
        aria-label="Stay"
        defaultValue={{start: parseDate('2027-06-10'), end: parseDate('2027-06-14')}}
      />
    </div>
  ),
  description: () => (
    <div className={styles.stack}>
      <Label>Username</Label>
      <Description>Letters and numbers only.</Description>
    </div>
  ),
  dialog: () => (
    <div className={styles.dialogSketch}>
      <DialogInPlace>
        <DialogHeading level={4}>Rename file</DialogHeading>
        <DialogFooter>
          <Button size="sm">Rename</Button>
        </DialogFooter>
      </DialogInPlace>
    </div>
  ),
  disclosure: () => (
    <Disclosure>
      <DisclosureTrigger level={4}>System requirements</DisclosureTrigger>
      <DisclosurePanel>React 19.</DisclosurePanel>
    </Disclosure>
  ),
  'disclosure-group': () => (
    <div className={styles.stack}>
      <Disclosure>
        <DisclosureTrigger level={4}>Step 1: Account</DisclosureTrigger>
        <DisclosurePanel>Email and password.</DisclosurePanel>
      </Disclosure>
      <Disclosure>
        <DisclosureTrigger level={4}>Step 2: Profile</DisclosureTrigger>
        <DisclosurePanel>Name and photo.</DisclosurePanel>
      </Disclosure>
    </div>
  ),
  drawer: () => (
    <div className={styles.drawerSketch}>
      <DialogInPlace>
        <DialogHeading level={4}>Filters</DialogHeading>
        Sizes, colours, price.
      </DialogInPlace>
    </div>
  ),
  'field-error': () => (
    <TextField
      aria-label="Email"
      defaultValue="ada@"
      isInvalid
      errorMessage="Enter a full address."
    />
  ),
  fieldset: () => (
    <Fieldset legend="Contact">
      <Checkbox defaultSelected>By email</Checkbox>
    </Fieldset>
  ),
  form: () => (
    <div className={styles.stack}>
      <TextField aria-label="Email" defaultValue="ada@example.com" />
      <Button size="sm">Sign in</Button>
    </div>
  ),
  input: () => <Input aria-label="Name" defaultValue="Ada Lovelace" />,
  kbd: () => <Kbd keys={['mod', 'K']} platform="apple" />,
  label: () => (
    <div className={styles.stack}>
      <Label isRequired>Full name</Label>
      <Input aria-label="Full name" />
    </div>
  ),
  link: () => (
    <Link href="#" variant="standalone">
      View all components →
    </Link>
  ),
  'list-box': () => (
    <ListBox aria-label="Permissions" selectionMode="multiple" defaultSelectedKeys={['read']}>
      <ListBoxItem id="read">Read</ListBoxItem>
      <ListBoxItem id="write">Write</ListBoxItem>
    </ListBox>
  ),
  menu: () => (
    <Menu aria-label="File">
      <MenuItem id="rename">Rename</MenuItem>
      <MenuItem id="duplicate">Duplicate</MenuItem>
      <MenuItem id="delete">Delete</MenuItem>
    </Menu>
  ),
  meter: () => (
    <div className={styles.stack}>
      <Meter label="Storage" value={62} />
    </div>
  ),
  'number-field': () => <NumberField aria-label="Guests" defaultValue={2} />,
  pagination: () => <Pagination aria-label="Pages" total={3} defaultPage={2} size="sm" />,
  popover: () => (
    <div className={`ui-Popover ${styles.popoverSketch}`}>
      <div className="ui-Popover-dialog">You have used 3.2 GB of 5 GB.</div>
    </div>
  ),
  'progress-bar': () => (
    <div className={styles.stack}>
      <ProgressBar label="Uploading" value={40} />
    </div>
  ),
  'radio-group': () => (
    <RadioGroup aria-label="Plan" defaultValue="pro">
      <Radio value="free">Free</Radio>
      <Radio value="pro">Pro</Radio>
    </RadioGroup>
  ),
  'range-calendar': () => <MonthSketch range />,
  'search-field': () => <SearchField aria-label="Search" defaultValue="button" />,
  select: () => (
    <Select aria-label="Country" defaultSelectedKey="pt">
      <SelectItem id="pt">Portugal</SelectItem>
    </Select>
  ),
  separator: () => (
    <div className={styles.stack}>
      <span>Account</span>
      <Separator />
      <span>Billing</span>
    </div>
  ),
  skeleton: () => (
    <div className={styles.row}>
      <Skeleton shape="circle" height="2.5rem" />
      <div className={styles.grow}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  slider: () => (
    <div className={styles.stack}>
      <Slider label="Volume" defaultValue={40} />
    </div>
  ),
  spinner: () => <Spinner aria-label="Loading" />,
  switch: () => <Switch defaultSelected>Notifications</Switch>,
  table: () => (
    <div className={styles.tableSketch}>
      <span>Invoice</span>
      <span>Amount</span>
      <span>INV-1042</span>
      <span>$1,250</span>
      <span>INV-1043</span>
      <span>$860</span>
    </div>
  ),
  tabs: () => (
    <Tabs>
      <TabList aria-label="Report">
        <Tab id="overview">Overview</Tab>
        <Tab id="analytics">Analytics</Tab>
      </TabList>
      <TabPanel id="overview">12 new sign-ups.</TabPanel>
      <TabPanel id="analytics">3 reports.</TabPanel>
    </Tabs>
  ),
  'tag-group': () => (
    <TagGroup aria-label="Filters" selectionMode="multiple" defaultSelectedKeys={['open']}>
      <Tag id="open">Open</Tag>
      <Tag id="closed">Closed</Tag>
    </TagGroup>
  ),
  'text-field': () => <TextField aria-label="Full name" defaultValue="Ada Lovelace" />,
  textarea: () => <TextArea aria-label="Bio" rows={2} defaultValue="Designer and engineer." />,
  'time-field': () => <TimeField aria-label="Pickup" defaultValue={parseTime('09:40')} />,
  toast: () => <Alert status="success" title="Draft saved" />,
  'toggle-button-group': () => (
    <ToggleButtonGroup aria-label="Alignment" defaultSelectedKeys={['left']}>
      <ToggleButton id="left">Left</ToggleButton>
      <ToggleButton id="center">Center</ToggleButton>
    </ToggleButtonGroup>
  ),
  toolbar: () => (
    <Toolbar aria-label="Editing">
      <Button variant="ghost" size="sm">
        Bold
      </Button>
      <ToolbarSeparator />
      <Button variant="ghost" size="sm">
        Undo
      </Button>
    </Toolbar>
  ),
  tooltip: () => (
    <div className={styles.tooltipSketch}>
      <span className="ui-Tooltip">Saved 2 minutes ago</span>
    </div>
  ),
};

/** The component's picture, or nothing for one without (the gallery test names it). */
export function Preview({name}: {name: string}): ReactNode {
  const render = PREVIEWS[name];
  return render ? render() : null;
}
