import {Skeleton} from '@tessera-ui/react';

export default function SkeletonShapes() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        alignItems: 'center',
        gap: 16,
        maxWidth: 360,
      }}
    >
      <Skeleton shape="circle" height="3rem" />
      <Skeleton shape="line" />
      <Skeleton shape="block" width="6rem" height="4rem" />
      <Skeleton shape="line" lines={3} />
    </div>
  );
}
