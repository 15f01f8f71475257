import {useState, type FormEvent} from 'react';
import {Button, Form, Tag, TagGroup, TextField} from '@tessera-ui/react';

export default function IssueLabels() {
  const [labels, setLabels] = useState<string[]>([]);
  const [draft, setDraft] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const label = draft.trim().toLowerCase();
    if (label && !labels.includes(label)) setLabels([...labels, label]);
    setDraft('');
  }

  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <Form aria-label="Add a label" onSubmit={onSubmit}>
        <TextField label="New label" value={draft} onChange={setDraft} />
        <Button type="submit" variant="secondary">
          Add label
        </Button>
      </Form>
      <TagGroup
        label="Labels"
        onRemove={(keys) => setLabels(labels.filter((label) => !keys.has(label)))}
        renderEmptyState={() => 'No labels yet. Add one above.'}
      >
        {labels.map((label) => (
          <Tag key={label} id={label} type="accent">
            {label}
          </Tag>
        ))}
      </TagGroup>
    </div>
  );
}
