import {TextField} from '@tessera-ui/react';

export default function DescriptionHero() {
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="new-password"
      description="At least 8 characters, with one uppercase letter and one number."
    />
  );
}
