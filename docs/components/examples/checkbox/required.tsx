import {useState, type FormEvent} from 'react';
import {Alert, Button, Checkbox, Form} from '@tessera-ui/react';

export default function RequiredCheckbox() {
  const [accepted, setAccepted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAccepted(new FormData(event.currentTarget).get('terms') === 'yes');
  }

  return (
    <Form aria-label="Create workspace" onSubmit={onSubmit}>
      <Checkbox
        name="terms"
        value="yes"
        isRequired
        errorMessage="Accept the terms to create a workspace."
      >
        I accept the terms of service (sample)
      </Checkbox>
      <Button type="submit">Create workspace</Button>
      {accepted && (
        <Alert status="success" title="Workspace created (sample)">
          terms: yes
        </Alert>
      )}
    </Form>
  );
}
