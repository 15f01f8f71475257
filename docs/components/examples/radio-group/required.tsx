import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, Radio, RadioGroup} from '@tessera-ui/react';

export default function RequiredPlan() {
  const [chosen, setChosen] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChosen(String(new FormData(event.currentTarget).get('subscription')));
  }

  return (
    <Form aria-label="Subscription" onSubmit={onSubmit}>
      <RadioGroup
        label="Subscription"
        name="subscription"
        isRequired
        errorMessage="Choose a subscription before continuing."
      >
        <Radio value="monthly">Monthly</Radio>
        <Radio value="yearly">Yearly</Radio>
      </RadioGroup>
      <Button type="submit">Continue</Button>
      {chosen && (
        <Alert status="success" title="Subscription chosen (sample)">
          subscription: {chosen}
        </Alert>
      )}
    </Form>
  );
}
