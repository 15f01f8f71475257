import {Disclosure, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function DisabledDisclosure() {
  return (
    <Disclosure isDisabled>
      <DisclosureTrigger>Download (available after payment)</DisclosureTrigger>
      <DisclosurePanel>Your download link.</DisclosurePanel>
    </Disclosure>
  );
}
