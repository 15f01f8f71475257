import {useState} from 'react';
import {TextArea} from '@tessera-ui/react';

const MIN = 20;

export default function BioMinimum() {
  const [bio, setBio] = useState('');

  return (
    <TextArea
      label="Bio"
      value={bio}
      onChange={setBio}
      description={`At least ${MIN} characters · ${bio.length}/${MIN}`}
      validationBehavior="aria"
      validate={(value) =>
        value.length > 0 && value.length < MIN ? 'Bio must contain at least 20 characters.' : null
      }
    />
  );
}
