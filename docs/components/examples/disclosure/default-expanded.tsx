import {Disclosure, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function ExpandedDisclosure() {
  return (
    <Disclosure defaultExpanded>
      <DisclosureTrigger>Download</DisclosureTrigger>
      <DisclosurePanel>
        The file downloads as a PDF. Large files may take a minute on slow connections.
      </DisclosurePanel>
    </Disclosure>
  );
}
