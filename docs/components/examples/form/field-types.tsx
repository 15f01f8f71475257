import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, TextArea, TextField} from '@tessera-ui/react';

export default function AccountForm() {
  const [values, setValues] = useState<[string, FormDataEntryValue][]>([]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setValues([...new FormData(event.currentTarget)]);
  }

  return (
    <Form aria-label="Account details" onSubmit={onSubmit}>
      <TextField name="fullName" label="Full name" autoComplete="name" isRequired />
      <TextField name="username" label="Username" autoComplete="username" isRequired />
      <TextArea name="bio" label="Bio" rows={2} />
      <TextField
        name="website"
        type="url"
        label="Website"
        placeholder="https://example.com"
        autoComplete="url"
      />
      <TextField name="phone" type="tel" label="Phone" autoComplete="tel" />
      <TextField
        name="age"
        type="number"
        label="Age"
        min={0}
        max={150}
        description="Between 0 and 150."
        errorMessage="Enter an age from 0 to 150."
      />
      <Button type="submit">Save details</Button>
      {values.length > 0 && (
        <Alert status="success" title="Submitted values (sample)">
          {values.map(([name, value]) => `${name}: ${String(value) || '—'}`).join(' · ')}
        </Alert>
      )}
    </Form>
  );
}
