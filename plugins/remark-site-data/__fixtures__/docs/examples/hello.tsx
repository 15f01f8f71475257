import {Button} from '@site/src/ui';

export default function Hello() {
  return <Button>Hello</Button>;
}
