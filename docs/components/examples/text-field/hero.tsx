import {TextField} from '@tessera-ui/react';

export default function TextFieldHero() {
  return (
    <TextField
      label="Email"
      type="email"
      description="We only use it to send your receipts."
      placeholder="you@example.com"
      autoComplete="email"
    />
  );
}
