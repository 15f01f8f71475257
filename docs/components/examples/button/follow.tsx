import {ToggleButton} from '@site/src/ui';

export default function FollowButton() {
  return (
    <ToggleButton variant="secondary">
      {({isSelected}) => (isSelected ? 'Following' : 'Follow')}
    </ToggleButton>
  );
}
