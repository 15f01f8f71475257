import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, Select, SelectItem} from '@tessera-ui/react';

export default function RequiredSelect() {
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('topic')));
  }

  return (
    <Form aria-label="Contact support" onSubmit={onSubmit} style={{maxWidth: 320}}>
      <Select
        label="Topic"
        name="topic"
        isRequired
        description="Required."
        placeholder="Choose a topic"
        errorMessage="Choose a topic so we can route your request."
      >
        <SelectItem id="billing">Billing</SelectItem>
        <SelectItem id="account">Account access</SelectItem>
        <SelectItem id="bug">Report a bug</SelectItem>
        <SelectItem id="other">Something else</SelectItem>
      </Select>
      <Button type="submit">Send request</Button>
      {sent && (
        <Alert status="success" title="Request sent (sample)">
          topic: {sent}
        </Alert>
      )}
    </Form>
  );
}
