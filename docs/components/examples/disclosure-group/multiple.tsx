import {Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function MultipleDisclosures() {
  return (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['preview', 'download']}>
      <Disclosure id="preview">
        <DisclosureTrigger>Preview</DisclosureTrigger>
        <DisclosurePanel>Page 1 of quarterly-report.pdf (sample file).</DisclosurePanel>
      </Disclosure>
      <Disclosure id="download">
        <DisclosureTrigger>Download</DisclosureTrigger>
        <DisclosurePanel>PDF, 2.4 MB.</DisclosurePanel>
      </Disclosure>
      <Disclosure id="share">
        <DisclosureTrigger>Share</DisclosureTrigger>
        <DisclosurePanel>Anyone in your workspace with the link can view the file.</DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  );
}
