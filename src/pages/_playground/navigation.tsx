import {useState} from 'react';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  Breadcrumb,
  Breadcrumbs,
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  DisclosureTrigger,
  Pagination,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@tessera-ui/react';
import {Specimen} from './Specimen';

function ControlledPagination() {
  const [page, setPage] = useState(3);
  return (
    <>
      <Pagination aria-label="Orders pages" total={24} page={page} onPageChange={setPage} />
      <span>
        Showing {(page - 1) * 10 + 1}–{page * 10} of 240
      </span>
    </>
  );
}

const steps = ['preview', 'download'] as const;

function SteppedDisclosureGroup() {
  const [index, setIndex] = useState(0);
  const current = steps[index]!;
  return (
    <>
      <DisclosureGroup
        expandedKeys={[current]}
        onExpandedChange={(keys) => {
          const next = steps.findIndex((step) => keys.has(step));
          if (next >= 0) setIndex(next);
        }}
      >
        <Disclosure id="preview">
          <DisclosureTrigger level={4}>Preview</DisclosureTrigger>
          <DisclosurePanel>Check the file before you download it.</DisclosurePanel>
        </Disclosure>
        <Disclosure id="download">
          <DisclosureTrigger level={4}>Download</DisclosureTrigger>
          <DisclosurePanel>The file is ready: 2.4 MB, PDF.</DisclosurePanel>
        </Disclosure>
      </DisclosureGroup>
      <div style={{display: 'flex', gap: 'var(--tessera-space-2)'}}>
        <Button
          size="sm"
          variant="tertiary"
          isDisabled={index === 0}
          onPress={() => setIndex(index - 1)}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="tertiary"
          isDisabled={index === steps.length - 1}
          onPress={() => setIndex(index + 1)}
        >
          Next
        </Button>
      </div>
    </>
  );
}

export function Navigation() {
  return (
    <>
      <Specimen name="Breadcrumbs">
        <Breadcrumbs>
          <Breadcrumb href="/playground">Playground</Breadcrumb>
          <Breadcrumb href="/playground/navigation">Navigation</Breadcrumb>
          <Breadcrumb>Breadcrumbs</Breadcrumb>
        </Breadcrumbs>
      </Specimen>
      <Specimen name="Pagination" stack>
        <ControlledPagination />
        <Pagination aria-label="Middle of many pages" total={50} defaultPage={25} size="sm" />
        <Pagination aria-label="Disabled pages" total={8} defaultPage={4} isDisabled />
      </Specimen>
      <Specimen name="Tabs" stack>
        <Tabs>
          <TabList aria-label="Report">
            <Tab id="overview">Overview</Tab>
            <Tab id="analytics">Analytics</Tab>
            <Tab id="reports">Reports</Tab>
          </TabList>
          <TabPanel id="overview">Your workspace at a glance.</TabPanel>
          <TabPanel id="analytics">Visits are up 12% this week.</TabPanel>
          <TabPanel id="reports">No reports yet.</TabPanel>
        </Tabs>
        <Tabs variant="pill" size="sm" disabledKeys={['disabled']}>
          <TabList aria-label="Status">
            <Tab id="active">Active</Tab>
            <Tab id="disabled">Disabled</Tab>
            <Tab id="available">Available</Tab>
          </TabList>
          <TabPanel id="active">3 active projects.</TabPanel>
          <TabPanel id="disabled">Nothing here.</TabPanel>
          <TabPanel id="available">5 available seats.</TabPanel>
        </Tabs>
      </Specimen>
      <Specimen name="Accordion" stack>
        <Accordion headingLevel={4} defaultExpandedKeys={['orders']}>
          <AccordionItem id="orders">
            <AccordionTrigger>How do I track my order?</AccordionTrigger>
            <AccordionPanel>You get a tracking link by email once the order ships.</AccordionPanel>
          </AccordionItem>
          <AccordionItem id="shipping">
            <AccordionTrigger>Is shipping free?</AccordionTrigger>
            <AccordionPanel>Shipping is free on orders over $50.</AccordionPanel>
          </AccordionItem>
          <AccordionItem id="refunds" isDisabled>
            <AccordionTrigger>Can I get a refund?</AccordionTrigger>
            <AccordionPanel>Refunds are accepted within 30 days.</AccordionPanel>
          </AccordionItem>
        </Accordion>
      </Specimen>
      <Specimen name="Disclosure" stack>
        <Disclosure>
          <DisclosureTrigger level={4}>System requirements</DisclosureTrigger>
          <DisclosurePanel>React 19 and a browser released in the last two years.</DisclosurePanel>
        </Disclosure>
      </Specimen>
      <Specimen name="DisclosureGroup" stack>
        <SteppedDisclosureGroup />
      </Specimen>
    </>
  );
}
