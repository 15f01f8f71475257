import {useId, useState} from 'react';
import {ListBox, ListBoxItem} from '@tessera-ui/react';

const sounds = [
  {id: 'chime', label: 'Chime'},
  {id: 'bell', label: 'Bell'},
  {id: 'pop', label: 'Pop'},
  {id: 'ripple', label: 'Ripple'},
  {id: 'none', label: 'None'},
];

export default function ListBoxHero() {
  const id = useId();
  const [sound, setSound] = useState('chime');

  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 280}}>
      <span id={id}>Notification sound</span>
      <ListBox
        aria-labelledby={id}
        items={sounds}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[sound]}
        onSelectionChange={(keys) => {
          if (keys !== 'all') setSound(String([...keys][0]));
        }}
      >
        {(item) => <ListBoxItem>{item.label}</ListBoxItem>}
      </ListBox>
      <p style={{margin: 0}}>Plays: {sounds.find((item) => item.id === sound)?.label}</p>
    </div>
  );
}
