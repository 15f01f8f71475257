import {TextField} from '@tessera-ui/react';

export default function FieldErrorHero() {
  return (
    <TextField
      label="Email"
      type="email"
      defaultValue="sam@example"
      isInvalid
      errorMessage="Please enter a valid email address"
    />
  );
}
