import {TextField} from '@tessera-ui/react';

export default function UsernameField() {
  return (
    <TextField
      label="Username"
      description="Letters, numbers and dashes."
      autoComplete="username"
      validationBehavior="aria"
      validate={(value) =>
        value.length > 0 && value.length < 3 ? 'Username must be at least 3 characters.' : null
      }
    />
  );
}
