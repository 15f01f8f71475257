import {Kbd} from '@tessera-ui/react';

export default function SingleKeys() {
  return (
    <p style={{margin: 0}}>
      Use <Kbd keys={['up']} /> and <Kbd keys={['down']} /> to move through the results,{' '}
      <Kbd>Enter</Kbd> to open one, and <Kbd>/</Kbd> to jump back to the search box.
    </p>
  );
}
