import {Button, Form, TextField} from '@tessera-ui/react';

export default function NativeMessages() {
  return (
    <Form aria-label="Newsletter (sample)" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" name="email" type="email" isRequired />
      <Button type="submit">Subscribe</Button>
    </Form>
  );
}
