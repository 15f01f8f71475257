import {useState} from 'react';
import {Button} from '@tessera-ui/react';

export default function FollowButton() {
  const [following, setFollowing] = useState(false);
  return (
    <Button variant={following ? 'secondary' : 'primary'} onPress={() => setFollowing(!following)}>
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
