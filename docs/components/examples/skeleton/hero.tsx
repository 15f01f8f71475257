import {Skeleton} from '@tessera-ui/react';

export default function SkeletonHero() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading profile"
      role="group"
      style={{display: 'flex', gap: 12, maxWidth: 360}}
    >
      <Skeleton shape="circle" />
      <div style={{flex: 1, display: 'grid', gap: 8}}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}
