import {Skeleton} from '@tessera-ui/react';

export default function StaticSkeleton() {
  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 360}}>
      <Skeleton isAnimated={false} height="1.25rem" width="50%" />
      <Skeleton isAnimated={false} lines={2} />
    </div>
  );
}
