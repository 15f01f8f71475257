import {Checkbox} from '@tessera-ui/react';

export default function CheckboxHero() {
  return (
    <Checkbox name="updates" description="About once a month. Unsubscribe any time.">
      Email me product updates
    </Checkbox>
  );
}
