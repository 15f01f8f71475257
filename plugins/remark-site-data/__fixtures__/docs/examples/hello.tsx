import {Button} from '@tessera-ui/react';

export default function Hello() {
  return <Button>Hello</Button>;
}
