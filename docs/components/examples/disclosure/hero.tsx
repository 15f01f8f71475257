import {Disclosure, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function DisclosureHero() {
  return (
    <Disclosure>
      <DisclosureTrigger level={2}>Preview</DisclosureTrigger>
      <DisclosurePanel>
        quarterly-report.pdf — 12 pages, 2.4 MB (sample file). The first page summarises revenue by
        region.
      </DisclosurePanel>
    </Disclosure>
  );
}
