import {Checkbox, CheckboxGroup} from '@tessera-ui/react';

export default function TopicsGroup() {
  return (
    <CheckboxGroup
      label="Topics"
      name="topics"
      description="Pick what you want to hear about."
      defaultValue={['releases']}
    >
      <Checkbox value="releases">Releases</Checkbox>
      <Checkbox value="tutorials">Tutorials</Checkbox>
      <Checkbox value="events">Events</Checkbox>
    </CheckboxGroup>
  );
}
