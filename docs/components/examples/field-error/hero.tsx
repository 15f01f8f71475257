import {TextField} from '@site/src/ui';

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
