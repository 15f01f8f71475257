import {ToggleButton} from '@tessera-ui/react';

export default function FollowButton() {
  return (
    <ToggleButton variant="secondary">
      {({isSelected}) => (isSelected ? 'Following' : 'Follow')}
    </ToggleButton>
  );
}
