import {TextArea} from '@tessera-ui/react';

export default function MessageArea() {
  return (
    <TextArea
      label="Message"
      name="message"
      description="Maximum 500 characters"
      placeholder="How can we help?"
      rows={4}
    />
  );
}
