import {Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function DisabledDisclosureGroup() {
  return (
    <DisclosureGroup isDisabled>
      <Disclosure id="preview">
        <DisclosureTrigger>Preview (processing upload)</DisclosureTrigger>
        <DisclosurePanel>Page 1 of the file.</DisclosurePanel>
      </Disclosure>
      <Disclosure id="download">
        <DisclosureTrigger>Download (processing upload)</DisclosureTrigger>
        <DisclosurePanel>The file as a PDF.</DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  );
}
