import {Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function DisclosureGroupHero() {
  return (
    <DisclosureGroup defaultExpandedKeys={['preview']}>
      <Disclosure id="preview">
        <DisclosureTrigger level={2}>Preview</DisclosureTrigger>
        <DisclosurePanel>
          quarterly-report.pdf — 12 pages (sample file). Page 1 summarises revenue by region.
        </DisclosurePanel>
      </Disclosure>
      <Disclosure id="download">
        <DisclosureTrigger level={2}>Download</DisclosureTrigger>
        <DisclosurePanel>PDF, 2.4 MB. The link stays valid for 7 days.</DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  );
}
