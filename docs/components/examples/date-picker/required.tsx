import {useState, type FormEvent} from 'react';
import {parseDate} from '@internationalized/date';
import {Alert, Button, DatePicker, Form} from '@tessera-ui/react';

export default function InvoiceDueDateForm() {
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('due')));
  }

  return (
    <Form aria-label="New invoice" onSubmit={onSubmit} style={{maxWidth: 320}}>
      <DatePicker
        label="Payment due"
        name="due"
        isRequired
        placeholderValue={parseDate('2027-09-30')}
        errorMessage="Set a due date so the reminder can be sent."
      />
      <Button type="submit">Create invoice</Button>
      {sent && (
        <Alert status="success" title="Invoice created (sample)">
          due: {sent}
        </Alert>
      )}
    </Form>
  );
}
