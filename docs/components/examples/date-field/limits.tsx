import {useState, type FormEvent} from 'react';
import {parseDate} from '@internationalized/date';
import {Alert, Button, DateField, Form} from '@tessera-ui/react';

export default function PolicyStartField() {
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('start')));
  }

  return (
    <Form aria-label="Travel insurance" onSubmit={onSubmit} style={{maxWidth: 320}}>
      <DateField
        label="Cover starts on"
        name="start"
        isRequired
        placeholderValue={parseDate('2027-05-01')}
        minValue={parseDate('2027-05-01')}
        maxValue={parseDate('2027-07-31')}
        description="Between 1 May and 31 July 2027."
      />
      <Button type="submit">Get a quote</Button>
      {sent && (
        <Alert status="success" title="Quote requested (sample)">
          start: {sent}
        </Alert>
      )}
    </Form>
  );
}
