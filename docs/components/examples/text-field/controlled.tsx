import {useState} from 'react';
import {TextField} from '@tessera-ui/react';

export default function ControlledTextField() {
  const [slug, setSlug] = useState('my-first-post');

  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 360}}>
      <TextField
        label="Post URL"
        value={slug}
        onChange={(value) => setSlug(value.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}
        maxLength={40}
        showCounter
      />
      <p style={{margin: 0}}>
        Preview: <code>example.com/blog/{slug}</code>
      </p>
    </div>
  );
}
