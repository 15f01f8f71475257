import {useState, type FormEvent} from 'react';
import {Alert, Button, Checkbox, CheckboxGroup, Form} from '@tessera-ui/react';

export default function GroupError() {
  const [topics, setTopics] = useState<string[] | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTopics(new FormData(event.currentTarget).getAll('topics').map(String));
  }

  return (
    <Form aria-label="Topics" onSubmit={onSubmit}>
      <CheckboxGroup
        label="Topics"
        name="topics"
        isRequired
        errorMessage="Choose at least one topic."
      >
        <Checkbox value="releases">Releases</Checkbox>
        <Checkbox value="tutorials">Tutorials</Checkbox>
      </CheckboxGroup>
      <Button type="submit">Follow topics</Button>
      {topics && (
        <Alert status="success" title="Following (sample)">
          topics: {topics.join(', ')}
        </Alert>
      )}
    </Form>
  );
}
