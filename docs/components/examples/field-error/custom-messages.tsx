import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, TextField} from '@tessera-ui/react';

export default function CustomMessages() {
  const [website, setWebsite] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWebsite(String(new FormData(event.currentTarget).get('website')));
  }

  return (
    <Form aria-label="Company website" onSubmit={onSubmit}>
      <TextField
        label="Website"
        name="website"
        type="url"
        isRequired
        errorMessage={({validationDetails}) =>
          validationDetails.valueMissing
            ? 'Enter your company website.'
            : 'Enter a full address, starting with https://'
        }
      />
      <Button type="submit">Save</Button>
      {website && (
        <Alert status="success" title="Saved (sample)">
          website: {website}
        </Alert>
      )}
    </Form>
  );
}
