import {TextArea} from '@tessera-ui/react';

export default function TextAreaStates() {
  return (
    <div style={{display: 'grid', gap: 16}}>
      <TextArea label="Notes" defaultValue="Archived projects cannot be edited." isDisabled />
      <TextArea
        label="Terms (sample)"
        defaultValue="By joining you agree to be kind to other members."
        isReadOnly
      />
    </div>
  );
}
