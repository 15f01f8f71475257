import {useState} from 'react';
import {Checkbox, Fieldset} from '@tessera-ui/react';

const channels = ['Email', 'SMS', 'Push'];

export default function ContactChannels() {
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <Fieldset
      legend="How should we reach you?"
      description="Choose at least one channel."
      isInvalid={selected.length === 0}
      errorMessage="Select at least one way to contact you."
    >
      {channels.map((channel) => (
        <Checkbox
          key={channel}
          isSelected={selected.includes(channel)}
          onChange={(on) =>
            setSelected((current) =>
              on ? [...current, channel] : current.filter((item) => item !== channel),
            )
          }
        >
          {channel}
        </Checkbox>
      ))}
    </Fieldset>
  );
}
